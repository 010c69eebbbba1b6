import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { ToggleButtons, type ToggleOption } from '@/ui/toggle-buttons'
import { Dialog } from '@/ui/dialog'
import {
  certRefuseSchema,
  stepsFor,
  CERT_STATUSES,
  type CertStatus,
  type CertStep,
  type Certificate,
} from '@/api/achieve'
import { certQueueMachine } from '@/machines/achieve/cert-queue.machine'
import {
  selectBusy,
  selectDone,
  selectError,
  selectLoadFailed,
  selectLoading,
  selectRows,
} from '@/machines/achieve/cert-queue.selectors'
import { formatRuDate, toIsoDate } from '@/lib/dates'
import { CERT_REASON_MAX } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { CertDocument, CertStatusBadge } from './cert-parts'
import { writeErrorText } from './error-text'
import { ReasonForm } from '@/ui/form/reason-form'
import './achieve.css'

const t = achieveTexts.cert
type Filter = CertStatus | 'all'
const STEP_ICONS: Record<CertStep, string> = {
  take: 'pi pi-inbox',
  complete: 'pi pi-check',
  issue: 'pi pi-send',
  refuse: 'pi pi-times',
}

/** /Certificates/ProcessingList: the deans' office takes, completes, issues or refuses and prints certificates. */
export default function CertProcessingScreen() {
  const actor = useActorRef(certQueueMachine)
  const loading = useSelector(actor, selectLoading)
  const loadFailed = useSelector(actor, selectLoadFailed)
  const busy = useSelector(actor, selectBusy)
  const rows = useSelector(actor, selectRows)
  const error = useSelector(actor, selectError)
  const done = useSelector(actor, selectDone)
  const [filter, setFilter] = useState<Filter>('ordered')
  const [refusing, setRefusing] = useState<Certificate | null>(null)
  const [printing, setPrinting] = useState<Certificate | null>(null)
  const step = (cert: Certificate, s: CertStep, reason = '') =>
    actor.send({ type: 'certificate.step', body: { id: cert.id, step: s, reason } })
  const shown = filter === 'all' ? rows : rows.filter((r) => r.status === filter)
  const filters: ToggleOption<Filter>[] = [
    ...CERT_STATUSES.map((s) => ({
      value: s,
      label: `${t.statuses[s]} (${rows.filter((r) => r.status === s).length})`,
    })),
    { value: 'all', label: `${t.all} (${rows.length})` },
  ]
  return (
    <div className="page ach-page">
      <h1>{t.queueTitle}</h1>
      <div className="ach-head">
        <ToggleButtons
          label={t.filter}
          className="ach-buttons"
          size="small"
          options={filters}
          value={filter}
          onChange={setFilter}
        />
        <Button
          type="button"
          icon="pi pi-refresh"
          label={t.refresh}
          outlined
          onClick={() => actor.send({ type: 'list.refresh' })}
        />
      </div>
      <p role="status" className="ach-saved">
        {done ? `${t.done[done.step]}: ${t.number} ${done.id}` : ''}
      </p>
      {error && (
        <p role="alert" className="ach-error">
          {writeErrorText(error)}
        </p>
      )}
      {loading && rows.length === 0 ? (
        <p role="status">{t.loading}</p>
      ) : loadFailed ? (
        <p role="alert">{t.errors.loadFailed}</p>
      ) : shown.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="ach-scroll">
          <table className="ach-table" aria-label={t.queueTable} aria-busy={busy || loading}>
            <thead>
              <tr>
                <th scope="col">{t.number}</th>
                <th scope="col">{t.student}</th>
                <th scope="col">{t.group}</th>
                <th scope="col">{t.kind}</th>
                <th scope="col">{t.copies}</th>
                <th scope="col">{t.purpose}</th>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <tr key={c.id}>
                  <td>{c.id}</td>
                  <td>{c.studentName}</td>
                  <td>{c.groupName}</td>
                  <td>{c.kindName}</td>
                  <td>{c.copies}</td>
                  <td>{c.purpose}</td>
                  <td>{formatRuDate(c.orderedAt)}</td>
                  <td>
                    <CertStatusBadge status={c.status} />
                    {c.reason && (
                      <div className="ach-reason">
                        {t.reason}: {c.reason}
                      </div>
                    )}
                  </td>
                  <td>
                    <div className="ach-buttons">
                      {stepsFor(c.status).map((s) => (
                        <Button
                          key={s}
                          type="button"
                          size="small"
                          icon={STEP_ICONS[s]}
                          label={t[s]}
                          aria-label={`${t[s]}: ${t.number} ${c.id}`}
                          outlined={s === 'refuse'}
                          disabled={busy}
                          onClick={() => (s === 'refuse' ? setRefusing(c) : step(c, s))}
                        />
                      ))}
                      {(c.status === 'ready' || c.status === 'inWork' || c.status === 'issued') && (
                        <Button
                          type="button"
                          size="small"
                          icon="pi pi-print"
                          label={t.print}
                          aria-label={`${t.print}: ${t.number} ${c.id}`}
                          outlined
                          onClick={() => setPrinting(c)}
                        />
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog
        header={t.refuseTitle}
        visible={refusing !== null}
        onHide={() => setRefusing(null)}
        style={{ width: 'min(32rem, 95vw)' }}
      >
        {refusing && (
          <>
            <p>
              {t.number} {refusing.id}: {refusing.studentName}, {refusing.kindName}
            </p>
            <ReasonForm
              schema={certRefuseSchema}
              name="reason"
              label={t.refuseTitle}
              fieldLabel={t.reason}
              maxLength={CERT_REASON_MAX}
              submitLabel={t.refuseSubmit}
              submitIcon="pi pi-times"
              cancelLabel={t.cancel}
              onCancel={() => setRefusing(null)}
              onSubmit={(reason) => {
                step(refusing, 'refuse', reason)
                setRefusing(null)
              }}
            />
          </>
        )}
      </Dialog>
      <Dialog
        header={t.printTitle}
        visible={printing !== null}
        onHide={() => setPrinting(null)}
        className="ach-print-dialog"
        style={{ width: 'min(48rem, 98vw)' }}
        footer={
          <div className="ach-buttons">
            <Button type="button" icon="pi pi-print" label={t.printButton} onClick={() => window.print()} />
            <Button type="button" label={t.close} outlined onClick={() => setPrinting(null)} />
          </div>
        }
      >
        {printing && <CertDocument cert={printing} today={toIsoDate(new Date())} />}
      </Dialog>
    </div>
  )
}
