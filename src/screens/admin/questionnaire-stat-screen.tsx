import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import type { QuestionStat } from '@/api/admin-questionnaires'
import type { ScreenProps } from '@/lib/screen-props'
import { questionnaireStatMachine } from '@/machines/admin/questionnaire-stat.machine'
import {
  selectStat,
  selectStatExportFailure,
  selectStatExporting,
  selectStatFailure,
  selectStatLoading,
} from '@/machines/admin/questionnaire-stat.selectors'
import { ValueBar } from '@/ui/value-bar'
import { adminTexts as t } from '@/texts/ru/admin'
import { questionnaireShowTexts as show } from '@/texts/ru/questionnaire-show'
import { failureText } from './feedback-texts'
import { saveAnswersFile } from './questionnaire-export'
import './admin.css'

const percent = (count: number, total: number) => (total ? `${Math.round((100 * count) / total)} %` : '0 %')

/** /Questionnaires/Stat/{id}: the results per question as tables (a bar beside each figure; the figure is in the cell). */
export default function QuestionnaireStatScreen({ params }: ScreenProps) {
  const id = Number(params.questionaryID)
  const ref = useActorRef(
    questionnaireStatMachine.provide({
      actions: { saveAnswersFile: (_, { table }) => void saveAnswersFile(id, table) },
    }),
    { input: { id } },
  )
  const exporting = useSelector(ref, selectStatExporting)
  const exportFailure = useSelector(ref, selectStatExportFailure)
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
          <div className="admin-actions">
            <Button
              type="button"
              icon="pi pi-file-excel"
              label={t.qStatExport}
              outlined
              loading={exporting}
              disabled={!stat.respondents}
              onClick={() => ref.send({ type: 'answers.export' })}
            />
            <Link href={`/Questionnaires/CreateForm/Show/${id}`}>{show.toPreviewOf}</Link>
          </div>
          {exportFailure ? (
            <Message severity="error" role="alert" text={failureText(exportFailure, show.exportFailed)} />
          ) : null}
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
