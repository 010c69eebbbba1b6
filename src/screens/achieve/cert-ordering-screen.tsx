import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { certOrderSchema, type CertKind, type CertOrder, type CertOrderInput } from '@/api/achieve'
import { certOrderMachine } from '@/machines/achieve/cert-order.machine'
import {
  selectBusy,
  selectError,
  selectKinds,
  selectLoadFailed,
  selectLoading,
  selectMine,
  selectRefreshing,
  selectSavedID,
} from '@/machines/achieve/cert-order.selectors'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SelectField } from '@/ui/form/select-field'
import { NumberField } from '@/ui/form/number-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { formatRuDate } from '@/lib/dates'
import { CERT_MAX_COPIES, CERT_PURPOSE_MAX } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { CertProgress, CertStatusBadge } from './cert-parts'
import { writeErrorText } from './error-text'
import './achieve.css'

const t = achieveTexts.cert

const EMPTY: CertOrderInput = { kindID: null, copies: 1, purpose: '' }

function OrderForm(props: { kinds: CertKind[]; busy: boolean; error: string | null; onOrder: (v: CertOrder) => void }) {
  const form = useAppForm(certOrderSchema, { defaultValues: EMPTY })
  return (
    <AppForm form={form} onSubmit={props.onOrder} busy={props.busy} error={props.error} label={t.orderForm}>
      <SelectField
        name="kindID"
        label={t.kind}
        required
        options={props.kinds.map((k) => ({ value: k.id, label: k.name }))}
      />
      <NumberField name="copies" label={t.copies} required min={1} max={CERT_MAX_COPIES} />
      <TextAreaField
        name="purpose"
        label={t.purpose}
        required
        rows={2}
        maxLength={CERT_PURPOSE_MAX}
        hint={t.purposeHint}
      />
      <SubmitButton label={t.order} icon="pi pi-send" />
    </AppForm>
  )
}

/** /Certificates/Ordering: the student orders a certificate and follows each one's status. */
export default function CertOrderingScreen() {
  const actor = useActorRef(certOrderMachine)
  const loading = useSelector(actor, selectLoading)
  const loadFailed = useSelector(actor, selectLoadFailed)
  const busy = useSelector(actor, selectBusy)
  const refreshing = useSelector(actor, selectRefreshing)
  const kinds = useSelector(actor, selectKinds)
  const mine = useSelector(actor, selectMine)
  const error = useSelector(actor, selectError)
  const savedID = useSelector(actor, selectSavedID)
  return (
    <div className="page ach-page">
      <h1>{t.orderTitle}</h1>
      {loading ? (
        <p role="status">{t.loading}</p>
      ) : loadFailed ? (
        <p role="alert">
          {t.errors.loadFailed}{' '}
          <Button type="button" label={t.refresh} text onClick={() => actor.send({ type: 'list.refresh' })} />
        </p>
      ) : (
        <>
          <section className="ach-card" aria-labelledby="cert-order-heading">
            <h2 id="cert-order-heading">{t.orderForm}</h2>
            {/* A new key after each saved order starts the form over; a refused one keeps what was typed. */}
            <OrderForm
              key={savedID ?? 'new'}
              kinds={kinds}
              busy={busy}
              error={writeErrorText(error)}
              onOrder={(values) => actor.send({ type: 'order.submit', values })}
            />
            <p role="status" className="ach-saved">
              {savedID !== null ? `${t.ordered}: ${t.number} ${savedID}` : ''}
            </p>
          </section>
          <section aria-labelledby="cert-mine-heading">
            <div className="ach-head">
              <h2 id="cert-mine-heading">{t.myList}</h2>
              <Button
                type="button"
                icon="pi pi-refresh"
                label={t.refresh}
                outlined
                loading={refreshing}
                onClick={() => actor.send({ type: 'list.refresh' })}
              />
            </div>
            {mine.length === 0 ? (
              <p>{t.empty}</p>
            ) : (
              <div className="ach-scroll">
                <table className="ach-table" aria-labelledby="cert-mine-heading">
                  <thead>
                    <tr>
                      <th scope="col">{t.number}</th>
                      <th scope="col">{t.kind}</th>
                      <th scope="col">{t.copies}</th>
                      <th scope="col">{t.purpose}</th>
                      <th scope="col">{t.date}</th>
                      <th scope="col">{t.status}</th>
                      <th scope="col">{t.history}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {mine.map((c) => (
                      <tr key={c.id}>
                        <td>{c.id}</td>
                        <td>{c.kindName}</td>
                        <td>{c.copies}</td>
                        <td>{c.purpose}</td>
                        <td>{formatRuDate(c.orderedAt)}</td>
                        <td>
                          <CertStatusBadge status={c.status} />
                          {c.status === 'refused' && c.reason && (
                            <div className="ach-reason">
                              {t.reason}: {c.reason}
                            </div>
                          )}
                        </td>
                        <td>
                          <CertProgress cert={c} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
    </div>
  )
}
