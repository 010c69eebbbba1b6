import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { appRemarkSchema, appResubmitSchema, type Application } from '@/api/achieve-applications'
import { applicationMachine } from '@/machines/achieve/application.machine'
import {
  selectApp,
  selectBusy,
  selectDecides,
  selectDone,
  selectError,
  selectLoadFailed,
  selectLoading,
  selectResubmits,
} from '@/machines/achieve/application.selectors'
import { selectRoles, selectUser } from '@/machines/session/session.selectors'
import { SessionContext } from '@/hooks/session-context'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { ReasonForm } from '@/ui/form/reason-form'
import { formatRuDate, formatRuDateTime } from '@/lib/dates'
import { APP_REMARK_MAX, APP_TEXT_MAX } from '@/lib/constants/achieve'
import type { ScreenProps } from '@/lib/screen-props'
import { achieveTexts } from '@/texts/ru/achieve'
import { AppStages, AppStatusBadge } from './app-parts'
import { writeErrorText } from './error-text'
import './achieve.css'

const t = achieveTexts.app
type Remarking = 'return' | 'reject' | null

function ResubmitForm(props: { app: Application; busy: boolean; onSend: (text: string) => void }) {
  const form = useAppForm(appResubmitSchema, { defaultValues: { text: props.app.text } })
  return (
    <AppForm form={form} busy={props.busy} label={t.resubmitTitle} onSubmit={(values) => props.onSend(values.text)}>
      <TextAreaField name="text" label={t.text} required rows={4} maxLength={APP_TEXT_MAX} />
      <SubmitButton label={t.resubmit} icon="pi pi-send" />
    </AppForm>
  )
}

/** /StudentApplication/Application/{applicationID}: the route of stages, the history, the stage's decision or the student's correction. */
export default function ApplicationScreen({ params }: ScreenProps) {
  const user = SessionContext.useSelector(selectUser)
  const roles = SessionContext.useSelector(selectRoles)
  const actor = useActorRef(applicationMachine, {
    input: {
      applicationID: Number(params.applicationID) || 0,
      userID: user?.userID ?? 0,
      roles: roles.map((r) => r.name),
    },
  })
  const loading = useSelector(actor, selectLoading)
  const loadFailed = useSelector(actor, selectLoadFailed)
  const busy = useSelector(actor, selectBusy)
  const app = useSelector(actor, selectApp)
  const error = useSelector(actor, selectError)
  const done = useSelector(actor, selectDone)
  const decides = useSelector(actor, selectDecides)
  const resubmits = useSelector(actor, selectResubmits)
  const [remarking, setRemarking] = useState<Remarking>(null)
  const own = app !== null && app.studentID === user?.userID
  return (
    <div className="page ach-page">
      <p>
        {own ? (
          <Link href="/StudentApplication/Ordering">{t.backMine}</Link>
        ) : (
          <Link href="/StudentApplication/List">{t.back}</Link>
        )}
      </p>
      <h1>{app ? `${t.title} ${t.number} ${app.id}: ${app.kindName}` : t.title}</h1>
      <p role="status" className="ach-saved">
        {done ? t.done[done] : ''}
      </p>
      {error && (
        <p role="alert" className="ach-error">
          {writeErrorText(error)}
        </p>
      )}
      {loading && !app ? (
        <p role="status">{t.loading}</p>
      ) : loadFailed || !app ? (
        <p role="alert">{t.notFound}</p>
      ) : (
        <>
          <section className="ach-card" aria-labelledby="app-steps-heading">
            <h2 id="app-steps-heading">{t.steps}</h2>
            <AppStages app={app} />
            <dl className="ach-facts">
              <dt>{t.status}</dt>
              <dd>
                <AppStatusBadge status={app.status} />
              </dd>
              <dt>{t.student}</dt>
              <dd>
                {app.studentName}
                {app.groupName ? `, ${app.groupName}` : ''}
              </dd>
              <dt>{t.date}</dt>
              <dd>{formatRuDate(app.createdAt)}</dd>
              <dt>{t.text}</dt>
              <dd className="ach-text">{app.text}</dd>
            </dl>
            {decides && (
              <div role="group" aria-label={t.yourTurn}>
                <p>
                  <strong>{t.yourTurn}</strong>
                </p>
                {remarking === null ? (
                  <div className="ach-decide">
                    <Button
                      type="button"
                      icon="pi pi-check"
                      label={t.approve}
                      disabled={busy}
                      onClick={() => actor.send({ type: 'app.approve' })}
                    />
                    <Button
                      type="button"
                      icon="pi pi-replay"
                      label={t.returnApp}
                      outlined
                      disabled={busy}
                      onClick={() => setRemarking('return')}
                    />
                    <Button
                      type="button"
                      icon="pi pi-times"
                      label={t.reject}
                      outlined
                      disabled={busy}
                      onClick={() => setRemarking('reject')}
                    />
                  </div>
                ) : (
                  <ReasonForm
                    schema={appRemarkSchema}
                    name="remark"
                    label={remarking === 'return' ? t.returnTitle : t.rejectTitle}
                    fieldLabel={t.remark}
                    maxLength={APP_REMARK_MAX}
                    submitLabel={remarking === 'return' ? t.returnApp : t.reject}
                    cancelLabel={t.cancel}
                    busy={busy}
                    onCancel={() => setRemarking(null)}
                    onSubmit={(remark) => {
                      actor.send({ type: remarking === 'return' ? 'app.return' : 'app.reject', remark })
                      setRemarking(null)
                    }}
                  />
                )}
              </div>
            )}
            {resubmits && (
              <section aria-labelledby="app-resubmit-heading">
                <h2 id="app-resubmit-heading">{t.resubmitTitle}</h2>
                <ResubmitForm app={app} busy={busy} onSend={(text) => actor.send({ type: 'app.resubmit', text })} />
              </section>
            )}
          </section>
          <section aria-labelledby="app-history-heading">
            <h2 id="app-history-heading">{t.history}</h2>
            <div className="ach-scroll" tabIndex={0} role="region" aria-labelledby="app-history-heading">
              <table className="ach-table" aria-labelledby="app-history-heading">
                <thead>
                  <tr>
                    <th scope="col">{t.when}</th>
                    <th scope="col">{t.action}</th>
                    <th scope="col">{t.by}</th>
                    <th scope="col">{t.remark}</th>
                  </tr>
                </thead>
                <tbody>
                  {app.history.map((h, i) => (
                    <tr key={i}>
                      <td>{formatRuDateTime(h.at)}</td>
                      <td>
                        {t.actions[h.action]}
                        {h.stage ? ` (${t.stages[h.stage]})` : ''}
                      </td>
                      <td>{h.by}</td>
                      <td className="ach-text">{h.remark}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </div>
  )
}
