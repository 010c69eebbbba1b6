import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { TabView, TabPanel } from 'primereact/tabview'
import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import { InputText } from 'primereact/inputtext'
import type { CatalogType } from '@/api/reference'
import { CATALOG_MIN_LENGTH } from '@/api/reference'
import { catalogSearchMachine } from '@/machines/reference/catalog-search.machine'
import {
  selectCatalogBusy,
  selectCatalogError,
  selectCatalogResults,
  selectCatalogText,
  selectCatalogType,
} from '@/machines/reference/catalog-search.selectors'
import { referenceTexts as t } from '@/texts/ru/reference'
import { facultyResource, formStudyResource, levelIndexingResource, levelResource } from '@/api/reference-resources'
import { ResourceTable } from '@/kit/resource-table'
import { useResource } from '@/kit/use-resource'
import './reference.css'

export const REFERENCE_SCREENS = [
  { href: '/Admin/TypeEdit', title: t.typeEdit, icon: 'pi pi-book' },
  { href: '/Admin/SetScience', title: t.science, icon: 'pi pi-sitemap' },
  { href: '/Admin/SetExperts', title: t.experts, icon: 'pi pi-id-card' },
  { href: '/Admin/typeDocuments', title: t.typeDocuments, icon: 'pi pi-file' },
  { href: '/Admin/ListStatus', title: t.statuses, icon: 'pi pi-flag' },
  { href: '/Admin/Users', title: t.users, icon: 'pi pi-users' },
] as const

function Lookups() {
  const faculties = useResource(facultyResource)
  const forms = useResource(formStudyResource)
  const levels = useResource(levelResource)
  const indexing = useResource(levelIndexingResource)
  return (
    <TabView className="ref-tabs">
      <TabPanel header={t.faculties}>
        <ResourceTable actor={faculties} title={t.faculties} />
      </TabPanel>
      <TabPanel header={t.formsStudy}>
        <ResourceTable actor={forms} title={t.formsStudy} />
      </TabPanel>
      <TabPanel header={t.levels}>
        <ResourceTable actor={levels} title={t.levels} />
      </TabPanel>
      <TabPanel header={t.levelsIndexing}>
        <ResourceTable actor={indexing} title={t.levelsIndexing} />
      </TabPanel>
    </TabView>
  )
}

const CATALOG_OPTIONS = t.catalogTypes.map((label, value) => ({ label, value }))

function CatalogSearch() {
  const ref = useActorRef(catalogSearchMachine)
  const type = useSelector(ref, selectCatalogType)
  const text = useSelector(ref, selectCatalogText)
  const results = useSelector(ref, selectCatalogResults)
  const busy = useSelector(ref, selectCatalogBusy)
  const error = useSelector(ref, selectCatalogError)
  const short = text.trim().length < CATALOG_MIN_LENGTH[type]
  return (
    <section className="ref-catalog" aria-labelledby="ref-catalog-title">
      <h2 id="ref-catalog-title">{t.catalog}</h2>
      <div className="ref-params">
        <div className="ref-param">
          <label htmlFor="ref-catalog-type">{t.catalogType}</label>
          <LabelledDropdown
            label={t.catalogType}
            inputId="ref-catalog-type"
            value={type}
            options={CATALOG_OPTIONS}
            onChange={(e) => ref.send({ type: 'catalog.select', catalog: e.value as CatalogType })}
          />
        </div>
        <div className="ref-param">
          <label htmlFor="ref-catalog-text">{t.catalogText}</label>
          <InputText
            id="ref-catalog-text"
            value={text}
            onChange={(e) => ref.send({ type: 'query.change', text: e.target.value })}
            aria-describedby="ref-catalog-hint"
          />
        </div>
      </div>
      <p id="ref-catalog-hint" className="ref-muted" aria-live="polite">
        {short
          ? t.catalogHint(CATALOG_MIN_LENGTH[type])
          : busy
            ? '…'
            : error
              ? t.requestFailed
              : results.length === 0
                ? t.catalogNothing
                : ''}
      </p>
      {!short && results.length > 0 && (
        <ul className="ref-catalog-results" aria-label={t.catalog}>
          {results.map((r) => (
            <li key={r.id}>{r.name}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** /Admin: the research admin's reference screens, the shared lookups and the catalogue search. */
export default function AdminScreen() {
  return (
    <div className="page ref-page">
      <h1>{t.adminTitle}</h1>
      <p className="ref-muted">{t.adminIntro}</p>
      <nav aria-label={t.adminTitle}>
        <ul className="ref-links">
          {REFERENCE_SCREENS.map((s) => (
            <li key={s.href}>
              <Link href={s.href}>
                <i className={s.icon} aria-hidden />
                <span>{s.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{t.lookups}</h2>
      <Lookups />
      <CatalogSearch />
    </div>
  )
}
