import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { ProgressBar } from 'primereact/progressbar'
import { recountPointsMachine } from '@/machines/nir/recount-points.machine'
import {
  selectError,
  selectFailed,
  selectLoading,
  selectLog,
  selectResult,
  selectRunning,
  selectYear,
  selectYears,
} from '@/machines/nir/recount-points.selectors'
import { formatRuDateTime } from '@/lib/dates'
import { confirm } from '@/ui/confirm'
import { FilterSelect } from '@/ui/filter-select'
import { nirAdminTexts } from '@/texts/ru/nir-admin'
import { AdminLoadFailure, adminErrorText } from './admin-error'
import './nir.css'

const t = nirAdminTexts.recount
const ALL = 0

/**
 * /Admin/recountPoints: the research admin recounts the works' points (ballOfWork) from the point scores
 * for one year or every year, after a confirmation; the result (works recounted, points changed, the
 * sum) and the log of recounts.
 */
export default function RecountPointsScreen() {
  const actor = useActorRef(recountPointsMachine)
  const loading = useSelector(actor, selectLoading)
  const failed = useSelector(actor, selectFailed)
  const running = useSelector(actor, selectRunning)
  const years = useSelector(actor, selectYears)
  const year = useSelector(actor, selectYear)
  const log = useSelector(actor, selectLog)
  const result = useSelector(actor, selectResult)
  const error = useSelector(actor, selectError)
  const options = [{ value: ALL, label: t.allYears }, ...years.map((y) => ({ value: y, label: String(y) }))]

  const run = async () => {
    if (await confirm(t.confirmOf(year), { header: t.confirmHeader })) actor.send({ type: 'recount.run' })
  }

  return (
    <div className="page nir-page">
      <h1>{t.title}</h1>
      <p className="muted">{t.intro}</p>
      {failed && error ? (
        <AdminLoadFailure error={error} onRetry={() => actor.send({ type: 'load.retry' })} />
      ) : loading ? (
        <p role="status">{nirAdminTexts.loading}</p>
      ) : (
        <>
          <div className="nir-toolbar">
            <FilterSelect
              id="nir-recount-year"
              label={t.year}
              options={options}
              value={year ?? ALL}
              disabled={running}
              onChange={(value) => actor.send({ type: 'year.select', year: value ? value : null })}
            />
            <Button label={t.run} icon="pi pi-calculator" loading={running} disabled={running} onClick={run} />
          </div>
          <div aria-live="polite">
            {running ? (
              <div role="status">
                <p>{t.running}</p>
                <ProgressBar mode="indeterminate" style={{ height: 6 }} aria-label={t.running} />
              </div>
            ) : null}
            {result ? (
              <Message severity="success" text={t.resultOf(result.works, result.changed, result.total)} />
            ) : null}
          </div>
          {error ? <Message severity="error" role="alert" text={adminErrorText(error) ?? ''} /> : null}
          <h2>{t.logTitle}</h2>
          {log.length === 0 ? (
            <p>{t.logEmpty}</p>
          ) : (
            <div className="nir-table-card">
              <table className="nir-table" aria-label={t.logTitle}>
                <thead>
                  <tr>
                    <th scope="col">{t.colDate}</th>
                    <th scope="col">{t.colWho}</th>
                    <th scope="col">{t.colYear}</th>
                    <th scope="col">{t.colWorks}</th>
                    <th scope="col">{t.colChanged}</th>
                    <th scope="col">{t.colTotal}</th>
                  </tr>
                </thead>
                <tbody>
                  {log.map((r) => (
                    <tr key={r.id}>
                      <td data-label={t.colDate}>{formatRuDateTime(r.date)}</td>
                      <td data-label={t.colWho}>{r.fio}</td>
                      <td data-label={t.colYear}>{r.year ?? t.allYears}</td>
                      <td data-label={t.colWorks}>{r.works}</td>
                      <td data-label={t.colChanged}>{r.changed}</td>
                      <td data-label={t.colTotal}>{r.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  )
}
