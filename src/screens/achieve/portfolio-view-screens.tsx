import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { useSelector } from '@xstate/react'
import { categoryResource } from '@/api/portfolio-resources'
import {
  categoryWorksResource,
  overviewResource,
  studentSearchResource,
  studentSearchSchema,
  userWorksResource,
  type OverviewRow,
} from '@/api/portfolio-view'
import { ResourceScreen } from '@/kit/resource-screen'
import { ResourceTable } from '@/kit/resource-table'
import { useResource, useResourceRows } from '@/kit/use-resource'
import { selectLoading, selectRows } from '@/machines/resource/resource.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { FilterSelect } from '@/ui/filter-select'
import { ValueBar } from '@/ui/value-bar'
import { portfolioTexts } from '@/texts/ru/portfolio'
import './achieve.css'

const t = portfolioTexts.view

/** /Portfolio/ListWorks/{userID?}/{categoryID?}: a person's works (one's own without userID), by category. */
export function ListWorksScreen({ params }: ScreenProps) {
  const [, navigate] = useLocation()
  const userID = Number(params.userID) || 0
  const categoryID = Number(params.categoryID) || 0
  const actor = useResource(userWorksResource, { userID, categoryID })
  const rows = useSelector(actor, selectRows)
  const categories = useResourceRows(categoryResource)
  const owner = rows[0]?.userName as string | undefined
  const title = userID ? t.worksOf(owner ?? `№ ${userID}`) : t.myWorks
  const total = rows.filter((r) => r.statusName === 'подтверждено').reduce((sum, r) => sum + Number(r.points), 0)
  const base = `/Portfolio/ListWorks/${userID || 0}`
  return (
    <div className="page rk-page ach-page">
      <h1>{title}</h1>
      <FilterSelect
        label={t.category}
        options={[
          { value: 0, label: t.allCategories },
          ...categories.map((c) => ({ value: Number(c.id), label: String(c.name) })),
        ]}
        value={categoryID}
        onChange={(id) => navigate(id ? `${base}/${id}` : userID ? base : '/Portfolio/ListWorks')}
      />
      <p>
        {t.total}: <strong>{total}</strong>
      </p>
      <ResourceTable actor={actor} title={title} exportFileName="portfolio-works" />
    </div>
  )
}

/** /Portfolio/ListWorksByCategory/{categoryName}: everyone's confirmed works of a category. */
export function CategoryWorksScreen({ params }: ScreenProps) {
  const name = params.categoryName ?? ''
  return (
    <ResourceScreen
      resource={categoryWorksResource}
      title={t.byCategory(name)}
      params={{ categoryName: name }}
      exportFileName="portfolio-category-works"
    >
      <nav className="ach-links" aria-label={portfolioTexts.backToCategories}>
        <Link href="/Portfolio/ListCategories">{portfolioTexts.backToCategories}</Link>
        <Link href="/Portfolio/Overview">{t.overviewTitle}</Link>
      </nav>
    </ResourceScreen>
  )
}

/** /portfolio/searchStudents: find a student by name, login or group, then open their portfolio. */
export function SearchStudentsScreen() {
  const [query, setQuery] = useState('')
  const form = useAppForm(studentSearchSchema, { defaultValues: { query: '' } })
  const actor = useResource(studentSearchResource, { query })
  const rows = useSelector(actor, selectRows)
  const loading = useSelector(actor, selectLoading)
  return (
    <div className="page rk-page ach-page">
      <h1>{t.searchTitle}</h1>
      <AppForm form={form} onSubmit={(values) => setQuery(values.query)} className="ach-search" label={t.searchTitle}>
        <TextField name="query" label={t.searchLabel} hint={t.searchHint} autoComplete="off" type="search" />
        <SubmitButton label={t.searchButton} icon="pi pi-search" />
      </AppForm>
      <p role="status">{query && !loading ? (rows.length ? t.found(rows.length) : t.nothingFound) : ''}</p>
      {query && <ResourceTable actor={actor} title={t.searchTable} exportFileName="portfolio-students" />}
    </div>
  )
}

/** /Portfolio/Overview: per category the works, the confirmed ones and their points, as a table with bars. */
export function OverviewScreen() {
  const rows = useResourceRows(overviewResource) as OverviewRow[]
  const max = Math.max(0, ...rows.map((r) => r.points))
  const sum = (k: 'works' | 'confirmed' | 'points') => rows.reduce((s, r) => s + r[k], 0)
  return (
    <div className="page ach-page">
      <h1>{t.overviewTitle}</h1>
      <nav className="ach-links" aria-label={t.overviewTitle}>
        <Link href="/Portfolio/ListCategories">{portfolioTexts.categoriesTitle}</Link>
        <Link href="/Portfolio/PointsTable">{portfolioTexts.colPoints}</Link>
      </nav>
      {rows.length === 0 ? (
        <p role="status">{portfolioTexts.loading}</p>
      ) : (
        <div className="ach-scroll" tabIndex={0} role="region" aria-label={t.overviewTable}>
          <table className="ach-table" aria-label={t.overviewTable}>
            <thead>
              <tr>
                <th scope="col">{portfolioTexts.colCategory}</th>
                <th scope="col">{portfolioTexts.colWorks}</th>
                <th scope="col">{portfolioTexts.colConfirmed}</th>
                <th scope="col">{t.colPointsSum}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.categoryID}>
                  <th scope="row">
                    <Link href={`/Portfolio/ListWorksByCategory/${encodeURIComponent(r.name)}`}>{r.name}</Link>
                  </th>
                  <td className="ach-num">{r.works}</td>
                  <td className="ach-num">{r.confirmed}</td>
                  <td className="ach-bar-cell">
                    <span className="ach-bar-value">{r.points}</span>
                    <ValueBar value={r.points} max={max} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.overviewTotal}</th>
                <td className="ach-num">{sum('works')}</td>
                <td className="ach-num">{sum('confirmed')}</td>
                <td className="ach-num">{sum('points')}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  )
}
