import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import type { QuestionStat } from '@/api/admin-questionnaires'
import type { ScreenProps } from '@/lib/screen-props'
import { questionnaireStatMachine } from '@/machines/admin/questionnaire-stat.machine'
import { selectStat, selectStatFailure, selectStatLoading } from '@/machines/admin/questionnaire-stat.selectors'
import { ValueBar } from '@/ui/value-bar'
import { adminTexts as t } from '@/texts/ru/admin'
import { failureText } from './feedback-texts'
import './admin.css'

const percent = (count: number, total: number) => (total ? `${Math.round((100 * count) / total)} %` : '0 %')

/** /Questionnaires/Stat/{id}: the results per question as tables (a bar beside each figure; the figure is in the cell). */
export default function QuestionnaireStatScreen({ params }: ScreenProps) {
  const ref = useActorRef(questionnaireStatMachine, { input: { id: Number(params.questionaryID) } })
  const loading = useSelector(ref, selectStatLoading)
  const stat = useSelector(ref, selectStat)
  const failure = useSelector(ref, selectStatFailure)
  return (
    <div className="page admin-page">
      <h1>{stat ? `${t.qStatTitle}: ${stat.title}` : t.qStatTitle}</h1>
      {loading ? <p role="status">{t.qLoading}</p> : null}
      {failure ? (
        <div className="admin-sent">
          <Message severity="error" text={failureText(failure, t.qLoadFailed)} role="alert" />
          <Button type="button" label={t.qRetry} outlined onClick={() => ref.send({ type: 'stat.retry' })} />
        </div>
      ) : null}
      {stat ? (
        <>
          <p className="admin-intro">{t.qStatRespondents(stat.respondents)}</p>
          {stat.questions.map((q, i) => (
            <QuestionResult key={q.id} question={q} index={i} />
          ))}
        </>
      ) : null}
      <p>
        <Link href="/Questionnaires/ListModerator">{t.qToModeration}</Link>
      </p>
    </div>
  )
}

function QuestionResult({ question, index }: { question: QuestionStat; index: number }) {
  const headingId = `question-stat-${question.id}`
  const max = Math.max(0, ...question.rows.map((r) => r.count))
  return (
    <section className="admin-card admin-stat" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-subtitle">
        {index + 1}. {question.text}
      </h2>
      <p className="admin-note">
        {t.qKinds[question.kind]}. {t.qStatAnsweredQuestion(question.answered)}
      </p>
      {question.kind === 'text' ? (
        question.texts.length ? (
          <ul aria-label={`${t.qStatTexts}: ${question.text}`} className="admin-stat-texts">
            {question.texts.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ul>
        ) : (
          <p>{t.qStatNoTexts}</p>
        )
      ) : (
        <table className="admin-stat-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{question.kind === 'scale' ? t.qStatPoint : t.qStatOption}</th>
              <th scope="col">{t.qStatCount}</th>
              <th scope="col">{t.qStatShare}</th>
            </tr>
          </thead>
          <tbody>
            {question.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="admin-stat-count">
                  {row.count}
                  <ValueBar value={row.count} max={max} />
                </td>
                <td className="admin-stat-count">{percent(row.count, question.answered)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
