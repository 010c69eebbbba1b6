import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { appOrderSchema, type AppKind, type AppOrder, type AppOrderInput } from '@/api/achieve-applications'
import { appOrderMachine } from '@/machines/achieve/app-order.machine'
import {
  selectBusy,
  selectError,
  selectKinds,
  selectLoadFailed,
  selectLoading,
  selectMine,
  selectRefreshing,
  selectSavedID,
} from '@/machines/achieve/app-order.selectors'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SelectField } from '@/ui/form/select-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { formatRuDate } from '@/lib/dates'
import { APP_TEXT_MAX } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { AppStages, AppStatusBadge } from './app-parts'
import { writeErrorText } from './error-text'
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
  const actor = useActorRef(appOrderMachine)
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
          <section className="ach-card" aria-labelledby="app-order-heading">
            <h2 id="app-order-heading">{t.orderForm}</h2>
            {/* A new key after each filed application starts the form over; a refused one keeps what was typed. */}
            <FileForm
              key={savedID ?? 'new'}
              kinds={kinds}
              busy={busy}
              error={writeErrorText(error)}
              onFile={(values) => actor.send({ type: 'app.submit', values })}
            />
            <p role="status" className="ach-saved">
              {savedID !== null ? `${t.filed}: ${t.number} ${savedID}` : ''}
            </p>
          </section>
          <section aria-labelledby="app-mine-heading">
            <div className="ach-head">
              <h2 id="app-mine-heading">{t.myList}</h2>
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
              <div className="ach-scroll" tabIndex={0} role="region" aria-labelledby="app-mine-heading">
                <table className="ach-table" aria-labelledby="app-mine-heading">
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
                          <Link
                            href={`/StudentApplication/Application/${a.id}`}
                            aria-label={`${t.open}: ${t.number} ${a.id}`}
                          >
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
              </div>
            )}
          </section>
        </>
      )}
    </div>
  )
}
