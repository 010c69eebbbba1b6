import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { feedbackFormSchema } from '@/api/admin'
import { addFeedbackMachine } from '@/machines/admin/add-feedback.machine'
import { selectSendFailure, selectSending, selectSent } from '@/machines/admin/add-feedback.selectors'
import { FEEDBACK_TEXT_MAX, FEEDBACK_TOPIC_MAX } from '@/lib/constants/admin'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextField } from '@/ui/form/text-field'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { adminTexts as t } from '@/texts/ru/admin'
import { feedbackFailureText } from './feedback-texts'
import './admin.css'

/** /addFeedback: a message to the portal's team (POST /Feedback); the answer appears on /feedback. */
export default function AddFeedbackScreen() {
  const ref = useActorRef(addFeedbackMachine)
  const sending = useSelector(ref, selectSending)
  const sent = useSelector(ref, selectSent)
  const failure = useSelector(ref, selectSendFailure)
  const form = useAppForm(feedbackFormSchema, { defaultValues: { topic: '', text: '' } })
  return (
    <div className="page admin-page">
      <h1>{t.feedbackNew}</h1>
      <p className="admin-intro">{t.feedbackIntro}</p>
      {sent ? (
        <div className="admin-sent">
          <Message severity="success" text={t.feedbackSent} role="status" />
          <div className="admin-actions">
            <Link href="/feedback">{t.feedbackBack}</Link>
            <Button
              type="button"
              outlined
              label={t.feedbackWrite}
              onClick={() => {
                form.reset({ topic: '', text: '' })
                ref.send({ type: 'feedback.again' })
              }}
            />
          </div>
        </div>
      ) : (
        <AppForm
          form={form}
          busy={sending}
          error={feedbackFailureText(failure)}
          label={t.feedbackNew}
          className="admin-form admin-form-card"
          onSubmit={(values) => ref.send({ type: 'feedback.submit', values })}
        >
          <TextField name="topic" label={t.feedbackTopic} required maxLength={FEEDBACK_TOPIC_MAX} />
          <TextAreaField name="text" label={t.feedbackText} required rows={6} maxLength={FEEDBACK_TEXT_MAX} />
          <div className="admin-actions">
            <SubmitButton label={t.feedbackSend} icon="pi pi-send" />
            <Link href="/feedback">{t.feedbackBack}</Link>
          </div>
        </AppForm>
      )}
    </div>
  )
}
