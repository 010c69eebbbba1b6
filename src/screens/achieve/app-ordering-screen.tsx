import { Link } from 'wouter'
import { appOrderSchema, type AppKind, type AppOrder, type AppOrderInput } from '@/api/achieve-applications'
import { appOrderMachine } from '@/machines/achieve/app-order.machine'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SelectField } from '@/ui/form/select-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { formatRuDate } from '@/lib/dates'
import { APP_TEXT_MAX } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { AppStages, AppStatusBadge } from './app-parts'
import { OrderingPage } from './ordering-page'
import './achieve.css'

const t = achieveTexts.app
const EMPTY: AppOrderInput = { kindID: null, text: '' }

function FileForm(props: { kinds: AppKind[]; busy: boolean; error: string | null; onFile: (v: AppOrder) => void }) {
  const form = useAppForm(appOrderSchema, { defaultValues: EMPTY })
  const kindID = form.watch('kindID')
  const kind = props.kinds.find((k) => k.id === kindID)
  return (
    <AppForm form={form} onSubmit={props.onFile} busy={props.busy} error={props.error} label={t.orderForm}>
      <SelectField
        name="kindID"
        label={t.kind}
        required
        options={props.kinds.map((k) => ({ value: k.id, label: k.name }))}
      />
      {kind && (
        <p className="ach-reason">
          {t.route}: {kind.stages.map((s) => t.stages[s]).join(' → ')}
        </p>
      )}
      <TextAreaField name="text" label={t.text} required rows={4} maxLength={APP_TEXT_MAX} hint={t.textHint} />
      <SubmitButton label={t.file} icon="pi pi-send" />
    </AppForm>
  )
}

/** /StudentApplication/Ordering: the student files an application and follows it through its stages. */
export default function AppOrderingScreen() {
  return (
    <OrderingPage
      machine={appOrderMachine}
      idPrefix="app"
      texts={{
        title: t.orderTitle,
        loading: t.loading,
        loadFailed: t.errors.loadFailed,
        refresh: t.refresh,
        formTitle: t.orderForm,
        saved: (id) => `${t.filed}: ${t.number} ${id}`,
        myList: t.myList,
        empty: t.empty,
      }}
      form={(form) => <FileForm kinds={form.kinds} busy={form.busy} error={form.error} onFile={form.onSubmit} />}
      table={(mine, labelledBy) => (
        <table className="ach-table" aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{t.number}</th>
              <th scope="col">{t.kind}</th>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.steps}</th>
            </tr>
          </thead>
          <tbody>
            {mine.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link href={`/StudentApplication/Application/${a.id}`} aria-label={`${t.open}: ${t.number} ${a.id}`}>
                    {a.id}
                  </Link>
                </td>
                <td>{a.kindName}</td>
                <td>{formatRuDate(a.createdAt)}</td>
                <td>
                  <AppStatusBadge status={a.status} />
                </td>
                <td>
                  <AppStages app={a} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  )
}
