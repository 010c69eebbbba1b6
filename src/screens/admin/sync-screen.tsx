import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { syncRunning } from '@/api/admin-sync'
import { syncMachine } from '@/machines/admin/sync.machine'
import {
  selectSyncJobs,
  selectSyncLoadFailure,
  selectSyncLoading,
  selectSyncRefreshFailed,
  selectSyncStartFailure,
  selectSyncStartedID,
  selectSyncStartingID,
} from '@/machines/admin/sync.selectors'
import { formatRuDateTime } from '@/lib/dates'
import { syncTexts as t } from '@/texts/ru/signatures'
import { failureText } from './feedback-texts'
import './admin.css'
import './boards.css'

/**
 * /Admin/Sync: the synchronisations with the university's 1С and LDAP (GET /Admin/Sync) with their last
 * run, state and counts; «Запустить» starts one (POST /Admin/Sync/{id}/Start) and the list is asked again
 * every second while a job runs; the errors of each last run are listed.
 */
export default function SyncScreen() {
  const ref = useActorRef(syncMachine)
  const jobs = useSelector(ref, selectSyncJobs)
  const loading = useSelector(ref, selectSyncLoading)
  const loadFailure = useSelector(ref, selectSyncLoadFailure)
  const refreshFailed = useSelector(ref, selectSyncRefreshFailed)
  const startingID = useSelector(ref, selectSyncStartingID)
  const startFailure = useSelector(ref, selectSyncStartFailure)
  const startedID = useSelector(ref, selectSyncStartedID)
  const started = jobs.find((j) => j.id === startedID)
  const withErrors = jobs.filter((j) => j.errors.length)
  return (
    <div className="page admin-page">
      <h1>{t.title}</h1>
      <p className="admin-intro">{t.intro}</p>
      <p className="sr-only" role="status">
        {started ? t.started(started.name) : ''}
      </p>
      {startFailure ? (
        <Message severity="error" role="alert" text={failureText(startFailure, t.startFailed) ?? ''} />
      ) : null}
      {refreshFailed ? <Message severity="warn" text={t.refreshFailed} /> : null}
      {loadFailure ? (
        <div className="boards-actions">
          <Message severity="error" role="alert" text={t.loadFailed} />
          <Button type="button" label={t.retry} onClick={() => ref.send({ type: 'list.retry' })} />
        </div>
      ) : loading ? (
        <p role="status">…</p>
      ) : (
        <>
          <div className="boards-table-scroll" tabIndex={0} role="region" aria-label={t.title}>
            <table className="boards-table">
              <caption className="sr-only">{t.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.source}</th>
                  <th scope="col">{t.lastRun}</th>
                  <th scope="col">{t.state}</th>
                  <th scope="col">{t.read}</th>
                  <th scope="col">{t.created}</th>
                  <th scope="col">{t.updated}</th>
                  <th scope="col">{t.errors}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((job) => (
                  <tr key={job.id}>
                    <th scope="row">
                      {job.name}
                      <br />
                      <span className="admin-meta">{job.source}</span>
                    </th>
                    <td>{job.lastRun ? formatRuDateTime(job.lastRun) : t.neverRun}</td>
                    <td aria-live="polite">{t.states[job.state]}</td>
                    <td className="boards-number">{job.read}</td>
                    <td className="boards-number">{job.created}</td>
                    <td className="boards-number">{job.updated}</td>
                    <td className="boards-number">{job.errors.length}</td>
                    <td>
                      <Button
                        type="button"
                        label={t.start}
                        icon="pi pi-play"
                        className="p-button-sm"
                        aria-label={t.startJob(job.name)}
                        loading={startingID === job.id}
                        disabled={syncRunning(job) || startingID !== null}
                        onClick={() => ref.send({ type: 'job.start', id: job.id })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 className="admin-subtitle">{t.errorsTitle}</h2>
          {withErrors.length ? (
            withErrors.map((job) => (
              <section key={job.id} aria-label={t.errorsOf(job.name)}>
                <h3>{job.name}</h3>
                <ul className="boards-errors">
                  {job.errors.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              </section>
            ))
          ) : (
            <p>{t.noErrors}</p>
          )}
        </>
      )}
    </div>
  )
}
