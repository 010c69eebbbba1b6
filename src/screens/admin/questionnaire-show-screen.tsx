import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { answersSchemaFor, emptyAnswers, type Answers, type Questionnaire } from '@/api/admin-questionnaires'
import type { Respondent } from '@/api/questionnaire-show'
import type { ScreenProps } from '@/lib/screen-props'
import { formatRuDate } from '@/lib/dates'
import { questionnaireShowMachine } from '@/machines/admin/questionnaire-show.machine'
import { selectShowData, selectShowFailure, selectShowLoading } from '@/machines/admin/questionnaire-show.selectors'
import { AppForm, useAppForm } from '@/ui/form/app-form'
import { questionnaireShowTexts as t } from '@/texts/ru/questionnaire-show'
import { failureText } from './feedback-texts'
import { QuestionSections } from './question-fields'
import './admin.css'
import './boards.css'

/** The questionnaire as its respondents see it, read-only: empty (the preview) or with one person's answers. */
function ReadOnlyForm({
  questionnaire,
  answers,
  label,
}: {
  questionnaire: Questionnaire
  answers: Answers | null
  label: string
}) {
  const form = useAppForm(answersSchemaFor(questionnaire.questions), {
    defaultValues: { ...emptyAnswers(questionnaire.questions), ...(answers ?? {}) },
  })
  return (
    <AppForm form={form} readOnly label={label} className="admin-form admin-form-card" onSubmit={() => undefined}>
      {questionnaire.description ? <p className="admin-intro">{questionnaire.description}</p> : null}
      <QuestionSections questions={questionnaire.questions} />
    </AppForm>
  )
}

function Respondents({ id, rows }: { id: number; rows: Respondent[] }) {
  if (!rows.length) return <p>{t.noRespondents}</p>
  return (
    <div className="boards-table-scroll" tabIndex={0} role="region" aria-label={t.respondentsTitle}>
      <table className="boards-table">
        <caption className="sr-only">{t.respondentsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colFio}</th>
            <th scope="col">{t.colDate}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.userID}>
              <td>
                <Link href={`/Questionnaires/CreateForm/Show/${id}/${r.userID}`} aria-label={t.showAnswers(r.fio)}>
                  {r.fio}
                </Link>
              </td>
              <td>{formatRuDate(r.date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ShowPage({ id, userID }: { id: number; userID: number | null }) {
  const ref = useActorRef(questionnaireShowMachine, { input: { id, userID } })
  const loading = useSelector(ref, selectShowLoading)
  const failure = useSelector(ref, selectShowFailure)
  const data = useSelector(ref, selectShowData)
  const q = data?.questionnaire
  const person = data?.person ?? null
  const heading = q ? (person ? t.answersOf(person.fio) : t.previewOf(q.title)) : t.title
  return (
    <div className="page admin-page">
      <h1>{heading}</h1>
      {loading ? <p role="status">{t.loading}</p> : null}
      {failure ? (
        <div className="boards-actions">
          <Message severity="error" role="alert" text={failureText(failure, t.loadFailed) ?? t.loadFailed} />
          {failure.code === 'forbidden' || failure.code === 'notFound' || failure.code === 'badRequest' ? null : (
            <Button type="button" label={t.retry} outlined onClick={() => ref.send({ type: 'show.retry' })} />
          )}
        </div>
      ) : null}
      {q ? (
        <>
          <p className="admin-intro">
            {person ? `${q.title}. ${t.answeredAt(formatRuDate(person.date))}` : t.previewIntro}
          </p>
          <ReadOnlyForm questionnaire={q} answers={person?.answers ?? null} label={heading} />
          {person ? null : (
            <section>
              <h2 className="admin-subtitle">{t.respondentsTitle}</h2>
              {q.anonymous ? <p>{t.anonymousNote}</p> : <Respondents id={id} rows={data.respondents} />}
            </section>
          )}
        </>
      ) : null}
      <p className="admin-actions">
        {person ? <Link href={`/Questionnaires/CreateForm/Show/${id}`}>{t.toPreview}</Link> : null}
        <Link href={`/Questionnaires/Stat/${id}`}>{t.toStat}</Link>
        <Link href="/Questionnaires/ListModerator">{t.toModeration}</Link>
      </p>
    </div>
  )
}

/**
 * /Questionnaires/CreateForm/Show/{questionaryID?}/{userID?}: a questionnaire's read-only preview with who
 * answered, or with userID that person's answers (moderators; anonymous questionnaires refuse).
 */
export default function QuestionnaireShowScreen({ params }: ScreenProps) {
  const id = Number(params.questionaryID)
  if (!params.questionaryID || !Number.isInteger(id) || id <= 0)
    return (
      <div className="page admin-page">
        <h1>{t.title}</h1>
        <p>{t.noQuestionnaire}</p>
        <Link href="/Questionnaires/ListModerator">{t.toModeration}</Link>
      </div>
    )
  const userID = params.userID ? Number(params.userID) : null
  return <ShowPage key={`${id}/${userID}`} id={id} userID={userID === null || Number.isInteger(userID) ? userID : -1} />
}
