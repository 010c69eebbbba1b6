import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { refusalSchema, type SignatureRequest } from '@/api/signatures'
import { signaturesMachine } from '@/machines/admin/signatures.machine'
import {
  selectDecideFailure,
  selectDecidedID,
  selectDecidingID,
  selectSignatureItems,
  selectSignaturesLoadFailure,
  selectSignaturesLoading,
} from '@/machines/admin/signatures.selectors'
import { formatRuDate, formatRuDateTime } from '@/lib/dates'
import { SIGNATURE_REASON_MAX } from '@/lib/constants/boards'
import { ReasonForm } from '@/ui/form/reason-form'
import { signaturesTexts as t } from '@/texts/ru/signatures'
import { failureText } from './feedback-texts'
import './admin.css'
import './boards.css'

function WaitingCard(props: {
  item: SignatureRequest
  busy: boolean
  error: string | null
  onSign: () => void
  onRefuse: (reason: string) => void
}) {
  const { item } = props
  const [refusing, setRefusing] = useState(false)
  const headingId = `signature-${item.id}`
  return (
    <li className="admin-card" aria-labelledby={headingId}>
      <div className="admin-card-head">
        <h3 id={headingId}>{item.title}</h3>
        <span className="admin-status admin-status-new">{t.states.waiting}</span>
      </div>
      <p className="admin-meta">
        {t.kind}: {item.kind} · {t.from}: {item.from} · {t.created}: {formatRuDateTime(item.created)}
        {item.due ? ` · ${t.due}: ${formatRuDate(item.due)}` : ''}
      </p>
      {props.error ? <Message severity="error" role="alert" text={props.error} /> : null}
      {refusing ? (
        <ReasonForm
          schema={refusalSchema}
          name="reason"
          label={t.refuseForm(item.title)}
          fieldLabel={t.reason}
          maxLength={SIGNATURE_REASON_MAX}
          submitLabel={t.refuseSend}
          cancelLabel={t.cancel}
          busy={props.busy}
          onSubmit={props.onRefuse}
          onCancel={() => setRefusing(false)}
        />
      ) : (
        <div className="boards-actions">
          <Button
            type="button"
            label={t.sign}
            icon="pi pi-verified"
            aria-label={t.signDocument(item.title)}
            loading={props.busy}
            onClick={props.onSign}
          />
          <Button
            type="button"
            label={t.refuse}
            outlined
            aria-label={t.refuseDocument(item.title)}
            disabled={props.busy}
            onClick={() => setRefusing(true)}
          />
        </div>
      )}
    </li>
  )
}

function HistoryTable({ items }: { items: SignatureRequest[] }) {
  if (!items.length) return <p>{t.noHistory}</p>
  return (
    <div className="boards-table-scroll" tabIndex={0} role="region" aria-label={t.history}>
      <table className="boards-table">
        <caption className="sr-only">{t.history}</caption>
        <thead>
          <tr>
            <th scope="col">{t.document}</th>
            <th scope="col">{t.from}</th>
            <th scope="col">{t.state}</th>
            <th scope="col">{t.decided}</th>
            <th scope="col">{t.reason}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.id}>
              <td>{r.title}</td>
              <td>{r.from}</td>
              <td>{t.states[r.state]}</td>
              <td>{r.decided ? formatRuDateTime(r.decided) : ''}</td>
              <td className="admin-text">{r.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * /Signatures: the documents waiting for my e-signature (GET /Signatures); sign one
 * (POST /Signatures/{id}/Sign) or refuse it with a reason (POST /Signatures/{id}/Refuse); my decisions.
 */
export default function SignaturesScreen() {
  const ref = useActorRef(signaturesMachine)
  const items = useSelector(ref, selectSignatureItems)
  const loading = useSelector(ref, selectSignaturesLoading)
  const loadFailure = useSelector(ref, selectSignaturesLoadFailure)
  const decidingID = useSelector(ref, selectDecidingID)
  const decideFailure = useSelector(ref, selectDecideFailure)
  const decidedID = useSelector(ref, selectDecidedID)
  const waiting = items.filter((r) => r.state === 'waiting')
  const history = items.filter((r) => r.state !== 'waiting')
  const decided = items.find((r) => r.id === decidedID)
  const errorOf = (id: number) => {
    if (decideFailure?.id !== id) return null
    return decideFailure.failure.code === 'network' ? t.offline : failureText(decideFailure.failure, t.actionFailed)
  }
  return (
    <div className="page admin-page">
      <h1>{t.title}</h1>
      <p className="admin-intro">{t.intro}</p>
      <p className="sr-only" role="status">
        {decided ? (decided.state === 'signed' ? t.signed(decided.title) : t.refused(decided.title)) : ''}
      </p>
      {loadFailure ? (
        <div className="boards-actions">
          <Message severity="error" role="alert" text={t.loadFailed} />
          <Button type="button" label={t.retry} onClick={() => ref.send({ type: 'list.retry' })} />
        </div>
      ) : loading ? (
        <p role="status">…</p>
      ) : (
        <>
          <h2 className="admin-subtitle">{t.waiting}</h2>
          {waiting.length ? (
            <ul className="admin-cards">
              {waiting.map((item) => (
                <WaitingCard
                  key={item.id}
                  item={item}
                  busy={decidingID === item.id}
                  error={errorOf(item.id)}
                  onSign={() => ref.send({ type: 'document.sign', id: item.id })}
                  onRefuse={(reason) => ref.send({ type: 'document.refuse', id: item.id, reason })}
                />
              ))}
            </ul>
          ) : (
            <p>{t.noWaiting}</p>
          )}
          <h2 className="admin-subtitle">{t.history}</h2>
          <HistoryTable items={history} />
        </>
      )}
    </div>
  )
}
