import { useEffect, useRef, useState } from 'react'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Link, useLocation } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Message } from 'primereact/message'
import { publicationListMachine } from '@/machines/nir/publication-list.machine'
import {
  selectAllCount,
  selectBusy,
  selectCanAdd,
  selectDone,
  selectError,
  selectFailed,
  selectLoading,
  selectQuery,
  selectReturnWork,
  selectReturning,
  selectTypes,
  selectVisibleWorks,
} from '@/machines/nir/publication-list.selectors'
import type { ListError } from '@/machines/nir/publication-list.types'
import type { ScreenProps } from '@/lib/screen-props'
import { NIR_AUTHOR_SLUG, NIR_CABINETS, NIR_GOST_SLUG, NIR_TYPE_CABINETS } from '@/lib/constants/nir'
import { nirTexts as t } from '@/texts/ru/nir'
import { menuTexts } from '@/texts/ru/menu'
import { notify } from '@/ui/notifier'
import { LabelledDropdown } from '@/ui/dropdown/labelled-dropdown'
import { returnRemarkSchema } from '@/api/nir'
import { ReturnRemarkDialog } from './return-remark-dialog'
import { useListFilters } from './list-filters'
import './nir.css'

type ListActor = ActorRefFrom<typeof publicationListMachine>

function errorText(error: ListError | null) {
  if (!error) return null
  return error.message ?? (error.code === 'failed' ? t.errors.failed : t.errors[error.code])
}

/** /listpublication/author (the author's works) and /listpublication/{cabinet} (spec 1 §6 science cabinets). */
export default function PublicationListScreen({ params }: ScreenProps) {
  const role = params.role ?? NIR_AUTHOR_SLUG
  return <PublicationList key={role} role={role} />
}

function titleOf(role: string) {
  if (role === NIR_AUTHOR_SLUG) return t.myWorks
  const cabinet = [...NIR_CABINETS, ...NIR_TYPE_CABINETS].find((c) => c.slug === role)
  const names = menuTexts.listpublication as Record<string, string>
  return cabinet ? (names[cabinet.slug] ?? t.cabinetTitle) : t.cabinetTitle
}

function PublicationList({ role }: { role: string }) {
  const actor = useActorRef(publicationListMachine, { input: { role } })
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const error = useSelector(actor, selectError)
  const works = useSelector(actor, selectVisibleWorks, shallowEqual)
  const total = useSelector(actor, selectAllCount)
  const query = useSelector(actor, selectQuery)
  const busy = useSelector(actor, selectBusy)
  const author = role === NIR_AUTHOR_SLUG
  useDecisionNotice(actor)
  const { shown, controls } = useListFilters(works, t.filters.fileName(role))

  return (
    <div className="page nir-page">
      <header className="nir-header">
        <h1>{titleOf(role)}</h1>
        {author ? (
          <Link href={`/listpublication/${NIR_GOST_SLUG}`} className="nir-back">
            <i className="pi pi-file" aria-hidden="true" /> {t.gost.link}
          </Link>
        ) : null}
      </header>
      {author ? <AddWork actor={actor} /> : null}
      {failed ? (
        <div>
          <Message severity="warn" text={errorText(error) ?? t.errors.failed} />
          {error?.code === 'failed' ? (
            <Button label={t.retry} className="nir-retry" onClick={() => actor.send({ type: 'load.retry' })} />
          ) : null}
        </div>
      ) : loading ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          <div className="nir-toolbar">
            <div className="nir-search">
              <label htmlFor="nir-list-search">{t.search}</label>
              <InputText
                id="nir-list-search"
                type="search"
                value={query}
                onChange={(e) => actor.send({ type: 'search.change', query: e.target.value })}
              />
            </div>
            <p aria-live="polite">{t.count(shown.length)}</p>
          </div>
          {works.length > 0 ? controls : null}
          {error && !failed ? <Message severity="error" text={errorText(error) ?? ''} role="alert" /> : null}
          {shown.length === 0 ? (
            <p>{total === 0 && !author ? t.emptyQueue : t.empty}</p>
          ) : (
            <div className="nir-table-card">
              <table className="nir-table" aria-label={titleOf(role)} aria-busy={busy || undefined}>
                <thead>
                  <tr>
                    <th scope="col">{t.colName}</th>
                    <th scope="col">{t.colType}</th>
                    <th scope="col">{t.colYear}</th>
                    <th scope="col">{t.colAuthors}</th>
                    <th scope="col">{t.colStatus}</th>
                    {author ? <th scope="col">{t.colRemark}</th> : null}
                    <th scope="col">{t.colActions}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((w) => (
                    <tr key={w.workID}>
                      <td data-label={t.colName}>
                        <Link href={`/nir/${w.typeID}/${w.workID}`} aria-label={t.openWork(w.name)}>
                          {w.name}
                        </Link>
                      </td>
                      <td data-label={t.colType}>{w.typeName}</td>
                      <td data-label={t.colYear}>{w.year ?? ''}</td>
                      <td data-label={t.colAuthors}>{w.authors}</td>
                      <td data-label={t.colStatus}>{w.statusName}</td>
                      {author ? <td data-label={t.colRemark}>{w.lastRemark}</td> : null}
                      <td data-label={t.colActions}>
                        <div className="nir-row-actions">
                          {author ? (
                            <Link href={`/nir/${w.typeID}/${w.workID}`} className="p-button p-button-text p-button-sm">
                              {t.open}
                            </Link>
                          ) : (
                            <>
                              <Button
                                label={t.confirm}
                                icon="pi pi-check"
                                size="small"
                                disabled={busy}
                                aria-label={t.confirmWork(w.name)}
                                onClick={() => actor.send({ type: 'work.confirm', workID: w.workID })}
                              />
                              <Button
                                label={t.returnWork}
                                icon="pi pi-replay"
                                size="small"
                                outlined
                                disabled={busy}
                                aria-label={t.returnWorkFor(w.name)}
                                onClick={() => actor.send({ type: 'return.open', workID: w.workID })}
                              />
                            </>
                          )}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {author ? null : <ReturnDialog actor={actor} />}
    </div>
  )
}

/** «Работа подтверждена» / «Работа возвращена автору» once per decision (a notification, not business logic). */
function useDecisionNotice(actor: ListActor) {
  const done = useSelector(actor, selectDone)
  const seen = useRef(0)
  useEffect(() => {
    if (done && done.seq > seen.current) {
      seen.current = done.seq
      notify.info(done.confirm ? t.confirmed : t.returned)
    }
  }, [done])
}

function AddWork({ actor }: { actor: ListActor }) {
  const canAdd = useSelector(actor, selectCanAdd)
  const types = useSelector(actor, selectTypes, shallowEqual)
  const [typeID, setTypeID] = useState<number | null>(null)
  const [, navigate] = useLocation()
  if (!canAdd || types.length === 0) return null
  return (
    <div className="nir-toolbar">
      <div className="nir-search">
        <label htmlFor="nir-add-type">{t.addWorkType}</label>
        <LabelledDropdown
          label={t.addWorkType}
          inputId="nir-add-type"
          value={typeID}
          options={types}
          onChange={(e) => setTypeID(e.value as number)}
          placeholder="—"
        />
      </div>
      <Button
        label={t.addWork}
        icon="pi pi-plus"
        disabled={typeID === null}
        onClick={() => typeID !== null && navigate(`/nir/${typeID}`)}
      />
    </div>
  )
}

function ReturnDialog({ actor }: { actor: ListActor }) {
  const returning = useSelector(actor, selectReturning)
  const work = useSelector(actor, selectReturnWork)
  const busy = useSelector(actor, selectBusy)
  const error = useSelector(actor, selectError)
  return (
    <ReturnRemarkDialog
      open={returning !== null}
      header={work ? t.returnWorkFor(work.name) : t.returnWork}
      schema={returnRemarkSchema}
      labels={t}
      busy={busy}
      error={errorText(error)}
      onSubmit={(remark) => actor.send({ type: 'return.submit', remark })}
      onCancel={() => actor.send({ type: 'return.cancel' })}
    />
  )
}
