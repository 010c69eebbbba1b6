import type { ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { feedbackAnswerSchema, type Feedback, type FeedbackAnswer } from '@/api/admin'
import { PORTAL_ADMINS } from '@/api/admin-resources'
import { feedbackMachine } from '@/machines/admin/feedback.machine'
import {
  selectAnswerFailure,
  selectAnsweredID,
  selectAnsweringID,
  selectFeedbackItems,
  selectFeedbackLoadFailure,
  selectFeedbackLoading,
} from '@/machines/admin/feedback.selectors'
import { selectRoles } from '@/machines/session/session.selectors'
import { SessionContext } from '@/hooks/session-context'
import { hasRole } from '@/lib/roles'
import { formatRuDateTime } from '@/lib/dates'
import { FEEDBACK_ANSWER_MAX } from '@/lib/constants/admin'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { TextAreaField } from '@/ui/form/text-area-field'
import { SubmitButton } from '@/ui/form/submit-button'
import { adminTexts as t } from '@/texts/ru/admin'
import { feedbackFailureText } from './feedback-texts'
import './admin.css'

function AnswerForm(props: { id: number; busy: boolean; error: string | null; onAnswer: (v: FeedbackAnswer) => void }) {
  const form = useAppForm(feedbackAnswerSchema, { defaultValues: { answer: '' } })
  return (
    <AppForm
      form={form}
      busy={props.busy}
      error={props.error}
      id={`answer-${props.id}`}
      label={`${t.feedbackAnswer}: ${props.id}`}
      className="admin-form"
      onSubmit={props.onAnswer}
    >
      <TextAreaField name="answer" label={t.feedbackAnswer} required rows={3} maxLength={FEEDBACK_ANSWER_MAX} />
      <SubmitButton label={t.feedbackAnswerSend} icon="pi pi-reply" />
    </AppForm>
  )
}

function MessageCard(props: { item: Feedback; all: boolean; answerForm: ReactNode; justAnswered: boolean }) {
  const { item, all } = props
  const headingId = `feedback-${item.id}`
  return (
    <li className="admin-card" aria-labelledby={headingId}>
      <div className="admin-card-head">
        <h2 id={headingId}>{item.topic}</h2>
        <span className={`admin-status ${item.answer ? 'admin-status-done' : 'admin-status-new'}`}>
          {item.answer ? t.feedbackStatusAnswered : t.feedbackStatusNew}
        </span>
      </div>
      <p className="admin-meta">
        {all ? `${t.feedbackFrom}: ${item.fio} · ` : ''}
        {t.feedbackDate}: {formatRuDateTime(item.date)}
      </p>
      <p className="admin-text">{item.text}</p>
      {item.answer ? (
        <div className="admin-answer">
          <h3>{t.feedbackAnswer}</h3>
          <p className="admin-text">{item.answer}</p>
          <p className="admin-meta">
            {t.feedbackAnsweredBy}: {item.answeredBy} · {item.answerDate ? formatRuDateTime(item.answerDate) : ''}
          </p>
          {props.justAnswered ? (
            <span className="sr-only" role="status">
              {t.feedbackAnswered}
            </span>
          ) : null}
        </div>
      ) : all ? (
        props.answerForm
      ) : (
        <p className="admin-meta">{t.feedbackNoAnswer}</p>
      )}
    </li>
  )
}

/**
 * /feedback: a user's messages to the portal's team with the team's answers (GET /Feedback); an
 * administrator sees everyone's messages (all=true) and answers them (POST /Feedback/{id}/Answer).
 */
export default function FeedbackScreen() {
  const roles = SessionContext.useSelector(selectRoles)
  const all = hasRole(roles, ...PORTAL_ADMINS)
  const ref = useActorRef(feedbackMachine, { input: { all } })
  const items = useSelector(ref, selectFeedbackItems)
  const loading = useSelector(ref, selectFeedbackLoading)
  const loadFailure = useSelector(ref, selectFeedbackLoadFailure)
  const answeringID = useSelector(ref, selectAnsweringID)
  const answerFailure = useSelector(ref, selectAnswerFailure)
  const answeredID = useSelector(ref, selectAnsweredID)
  return (
    <div className="page admin-page">
      <h1>{t.feedbackTitle}</h1>
      <p className="admin-intro">{t.feedbackIntro}</p>
      <p>
        <Link href="/addFeedback" className="p-button p-component admin-link-button">
          <span className="pi pi-pencil" aria-hidden="true" /> {t.feedbackWrite}
        </Link>
      </p>
      <h2 className="admin-subtitle">{all ? t.feedbackAll : t.feedbackMine}</h2>
      {loadFailure ? (
        <div className="admin-actions">
          <Message severity="error" text={t.feedbackLoadFailed} role="alert" />
          <Button type="button" label={t.feedbackRetry} onClick={() => ref.send({ type: 'list.retry' })} />
        </div>
      ) : loading ? (
        <p role="status">…</p>
      ) : items.length === 0 ? (
        <p>{t.feedbackEmpty}</p>
      ) : (
        <ul className="admin-cards">
          {items.map((item) => (
            <MessageCard
              key={item.id}
              item={item}
              all={all}
              justAnswered={answeredID === item.id}
              answerForm={
                <AnswerForm
                  id={item.id}
                  busy={answeringID === item.id}
                  error={answerFailure?.id === item.id ? feedbackFailureText(answerFailure.failure) : null}
                  onAnswer={(values) => ref.send({ type: 'answer.submit', id: item.id, values })}
                />
              }
            />
          ))}
        </ul>
      )}
    </div>
  )
}
