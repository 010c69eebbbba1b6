import { certOrderSchema, type CertKind, type CertOrder, type CertOrderInput } from '@/api/achieve'
import { certOrderMachine } from '@/machines/achieve/cert-order.machine'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SelectField } from '@/ui/form/select-field'
import { NumberField } from '@/ui/form/number-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { formatRuDate } from '@/lib/dates'
import { CERT_MAX_COPIES, CERT_PURPOSE_MAX } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { CertProgress, CertStatusBadge } from './cert-parts'
import { OrderingPage } from './ordering-page'
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
  return (
    <OrderingPage
      machine={certOrderMachine}
      idPrefix="cert"
      texts={{
        title: t.orderTitle,
        loading: t.loading,
        loadFailed: t.errors.loadFailed,
        refresh: t.refresh,
        formTitle: t.orderForm,
        saved: (id) => `${t.ordered}: ${t.number} ${id}`,
        myList: t.myList,
        empty: t.empty,
      }}
      form={(form) => <OrderForm kinds={form.kinds} busy={form.busy} error={form.error} onOrder={form.onSubmit} />}
      table={(mine, labelledBy) => (
        <table className="ach-table" aria-labelledby={labelledBy}>
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
      )}
    />
  )
}
