import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { answersSchemaFor, emptyAnswers, type Answers, type Questionnaire } from '@/api/admin-questionnaires'
import type { ScreenProps } from '@/lib/screen-props'
import { questionnaireFillMachine } from '@/machines/admin/questionnaire-fill.machine'
import {
  selectFillLoadFailure,
  selectFillSendFailure,
  selectFillSending,
  selectFillStage,
  selectQuestionnaire,
} from '@/machines/admin/questionnaire-fill.selectors'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { SubmitButton } from '@/ui/form/submit-button'
import { adminTexts as t } from '@/texts/ru/admin'
import { failureText } from './feedback-texts'
import { QuestionSections } from './question-fields'
import './admin.css'

const ru = (iso: string) => iso.split('-').reverse().join('.')

/** /Questionnaires/Questionary/{id}: a questionnaire addressed to the user, answered once (POST …/Answer). */
export default function QuestionaryScreen({ params }: ScreenProps) {
  const ref = useActorRef(questionnaireFillMachine, { input: { id: Number(params.questionaryID) } })
  const stage = useSelector(ref, selectFillStage)
  const questionnaire = useSelector(ref, selectQuestionnaire)
  const loadFailure = useSelector(ref, selectFillLoadFailure)
  const sendFailure = useSelector(ref, selectFillSendFailure)
  const sending = useSelector(ref, selectFillSending)
  return (
    <div className="page admin-page">
      <h1>{questionnaire?.title ?? t.qListTitle}</h1>
      {questionnaire?.description ? <p className="admin-intro">{questionnaire.description}</p> : null}
      {stage === 'loading' ? <p role="status">{t.qLoading}</p> : null}
      {stage === 'failed' ? (
        <div className="admin-sent">
          <Message severity="error" text={failureText(loadFailure, t.qLoadFailed)} role="alert" />
          <Button type="button" label={t.qRetry} outlined onClick={() => ref.send({ type: 'questionnaire.retry' })} />
        </div>
      ) : null}
      {stage === 'answered' ? <Message severity="info" text={t.qFillAnswered} role="status" /> : null}
      {stage === 'closed' && questionnaire ? (
        <Message severity="warn" text={t.qFillClosed(ru(questionnaire.from), ru(questionnaire.to))} role="status" />
      ) : null}
      {stage === 'sent' ? <Message severity="success" text={t.qFillSent} role="status" /> : null}
      {(stage === 'filling' || stage === 'sending') && questionnaire ? (
        <AnswerForm
          questionnaire={questionnaire}
          busy={sending}
          error={failureText(sendFailure, t.qSaveFailed)}
          onSubmit={(answers) => ref.send({ type: 'answers.submit', answers })}
        />
      ) : null}
      {stage !== 'filling' && stage !== 'sending' && stage !== 'loading' ? (
        <p>
          <Link href="/Questionnaires/List">{t.qBackToList}</Link>
        </p>
      ) : null}
    </div>
  )
}

function AnswerForm(props: {
  questionnaire: Questionnaire
  busy: boolean
  error: string | null
  onSubmit: (answers: Answers) => void
}) {
  const { questionnaire, busy, error } = props
  const schema = useMemo(() => answersSchemaFor(questionnaire.questions), [questionnaire])
  const form = useAppForm(schema, { defaultValues: emptyAnswers(questionnaire.questions) })
  return (
    <AppForm
      form={form}
      busy={busy}
      error={error}
      label={questionnaire.title}
      className="admin-form admin-form-card"
      onSubmit={(values) => props.onSubmit(values as Answers)}
    >
      <p className="admin-note">
        {t.qFillRequiredNote}
        {questionnaire.anonymous ? ` ${t.qFillAnonymous}` : ''}
      </p>
      <QuestionSections questions={questionnaire.questions} />
      <div className="admin-actions">
        <SubmitButton label={t.qFillSubmit} icon="pi pi-send" />
        <Link href="/Questionnaires/List">{t.qBackToList}</Link>
      </div>
    </AppForm>
  )
}
