import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { SnapshotFrom } from 'xstate'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import type { ListWork } from '@/api/nir'
import type { ClaimError } from '@/machines/nir/finnir.types'
import { skifMachine } from '@/machines/nir/skif.machine'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import { hasRole } from '@/lib/roles'
import { SKIF_OFFICE_ROLES, SKIF_TYPES, SKIF_TYPE_IDS } from '@/lib/constants/nir-skif'
import { skifTexts as t } from '@/texts/ru/nir-skif'
import { lazy, Suspense } from '@/lib/lazy'
import { PageLoading } from '@/ui/page-loading'
import { claimIdOf } from './finnir-parts'
import './nir.css'
import './finnir.css'

// A СКИФ work opens in the works' editor: its chunk loads then, not with the list (issue 19).
const WorkEditorScreen = lazy(() => import('./work-editor-screen'))

type S = SnapshotFrom<typeof skifMachine>
const selectLoading = (s: S) => s.matches('loading')
const selectFailed = (s: S) => s.matches('failed')
const selectWorks = (s: S) => s.context.works
const selectTypeID = (s: S) => s.context.typeID
const selectError = (s: S) => s.context.error

function errorText(error: ClaimError | null): string {
  if (!error || error.code === 'failed') return t.errors.failed
  return error.message ?? t.errors[error.code]
}

/**
 * /Skif/{workID?}: the user's SKIF works (the SKIF cabinet and the research admin: every one), a new
 * research or development; with an id, that work in the work editor with its SKIF type's view.
 */
export default function SkifScreen({ params }: ScreenProps) {
  const workID = claimIdOf(params.workID)
  if (Number.isNaN(workID))
    return (
      <div className="page nir-page">
        <h1>{t.listTitle}</h1>
        <Message severity="warn" text={t.badID} />
      </div>
    )
  return <Skif key={workID ?? 'list'} workID={workID} />
}

function Skif({ workID }: { workID: number | null }) {
  const actor = useActorRef(skifMachine, { input: { workID } })
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const error = useSelector(actor, selectError)
  const typeID = useSelector(actor, selectTypeID)
  const works = useSelector(actor, selectWorks, shallowEqual)
  const roles = SessionContext.useSelector(selectRoles)
  const title = hasRole(roles, ...SKIF_OFFICE_ROLES) ? t.listTitleOffice : t.listTitle
  if (workID !== null && typeID !== null && SKIF_TYPE_IDS.includes(typeID))
    return (
      <Suspense fallback={<PageLoading />}>
        <WorkEditorScreen params={{ typeID: String(typeID), workID: String(workID) }} />
      </Suspense>
    )
  const failure = failed ? (
    <div>
      <Message severity="warn" text={errorText(error)} role="alert" />
      {error?.code === 'failed' ? (
        <Button label={t.retry} className="nir-retry" onClick={() => actor.send({ type: 'load.retry' })} />
      ) : null}
    </div>
  ) : null
  return (
    <div className="page nir-page">
      <header className="nir-header">
        <h1>{title}</h1>
      </header>
      {workID !== null ? <Link href="/Skif">{t.toList}</Link> : <p>{t.intro}</p>}
      {failure ??
        (loading ? (
          <p role="status">{t.loading}</p>
        ) : workID !== null ? (
          <Message severity="warn" text={t.notSkif(workID)} />
        ) : (
          <SkifList title={title} works={works} />
        ))}
      {workID !== null && !loading && !failed ? <Link href={`/openWork/${workID}`}>{t.openOther}</Link> : null}
    </div>
  )
}

function SkifList({ title, works }: { title: string; works: ListWork[] }) {
  return (
    <>
      <div className="nir-row-actions">
        {SKIF_TYPES.map((type, i) => (
          <Link key={type.id} href={`/nir/${type.id}`} className="p-button p-button-sm">
            <i className="pi pi-plus" aria-hidden="true" />
            &nbsp;{i === 0 ? t.newWork : t.newDevelopment}
          </Link>
        ))}
      </div>
      {works.length === 0 ? (
        <p>{t.noWorks}</p>
      ) : (
        <div className="nir-table-card">
          <table className="nir-table" aria-label={title}>
            <thead>
              <tr>
                <th scope="col">{t.colName}</th>
                <th scope="col">{t.colKind}</th>
                <th scope="col">{t.colYear}</th>
                <th scope="col">{t.colStatus}</th>
                <th scope="col">{t.colAuthors}</th>
                <th scope="col">{t.colRemark}</th>
              </tr>
            </thead>
            <tbody>
              {works.map((w) => (
                <tr key={w.workID} data-work-id={w.workID}>
                  <td data-label={t.colName}>
                    <Link href={`/Skif/${w.workID}`} aria-label={t.open(w.name)}>
                      {w.name}
                    </Link>
                  </td>
                  <td data-label={t.colKind}>{t.kinds[w.typeID] ?? w.typeName}</td>
                  <td data-label={t.colYear}>{w.year ?? ''}</td>
                  <td data-label={t.colStatus}>{w.statusName}</td>
                  <td data-label={t.colAuthors}>{w.authors}</td>
                  <td data-label={t.colRemark}>{w.lastRemark}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
