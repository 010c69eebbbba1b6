import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import type { Answer, CourseItem } from '@/api/courses'
import { TASK_FILE_MAX_BYTES } from '@/lib/constants/courses'
import { TASK_FILE_ACCEPT } from '@/lib/course-rules'
import { formatFileSize } from '@/lib/file-size'
import { taskSubmissionMachine } from '@/machines/courses/task-submission.machine'
import {
  selectAnswer,
  selectCanRetry,
  selectCanSubmit,
  selectFile,
  selectJustSent,
  selectProblem,
  selectRefusal,
  selectStatus,
  selectUploading,
} from '@/machines/courses/task-submission.selectors'
import type { Refusal } from '@/machines/courses/courses.types'
import { FilePicker } from '@/ui/form/file-picker'
import { notify } from '@/ui/notifier'
import { courseTexts } from '@/texts/ru/courses'
import { StatusBadge } from './courses-parts'

const t = courseTexts.submit
const c = courseTexts.course
const MAX = formatFileSize(TASK_FILE_MAX_BYTES)

function refusalText(refusal: Refusal): string {
  if (refusal.code === 'badRequest' && refusal.message) return refusal.message
  if (refusal.code === 'unauthorized') return t.failures.unauthorized
  if (refusal.code === 'forbidden') return t.failures.forbidden
  return t.failures.server
}

/** The student's answer: status, the file sent (downloadable), the mark and the teacher's comment. */
export function AnswerFacts({ answer, onDownload }: { answer: Answer | null; onDownload: (a: Answer) => void }) {
  if (!answer) return null
  return (
    <dl className="courses-meta">
      <dt>{c.yourFile}</dt>
      <dd>
        <button type="button" className="courses-link-button" onClick={() => onDownload(answer)}>
          {answer.fileName}
        </button>{' '}
        {`(${formatFileSize(answer.fileSize)}), ${c.sentAt(answer.submittedAt)}`}
        {answer.late && `, ${c.late}`}
      </dd>
      {answer.mark && (
        <>
          <dt>{c.mark}</dt>
          <dd>
            <strong>{courseTexts.marks[answer.mark]}</strong>
          </dd>
          <dt>{c.comment}</dt>
          <dd>{answer.comment || c.noComment}</dd>
        </>
      )}
    </dl>
  )
}

/**
 * A task of the student's course: its text and deadline, the answer's status, and (for the student
 * themself, until the answer is marked) the file upload of the task-submission machine.
 */
export function TaskCard(props: {
  task: CourseItem
  answer: Answer | null
  own: boolean
  today: string
  onDownload: (a: Answer) => void
}) {
  const { task, own } = props
  const actor = useActorRef(
    taskSubmissionMachine.provide({
      actions: { notifyUploadFailed: (_, name: string) => notify.error(t.uploadFailedTitle, t.uploadFailed(name)) },
    }),
    { input: { taskID: task.id, answer: props.answer } },
  )
  const answer = useSelector(actor, selectAnswer)
  const status = useSelector(actor, selectStatus)
  const file = useSelector(actor, selectFile)
  const problem = useSelector(actor, selectProblem)
  const refusal = useSelector(actor, selectRefusal)
  const uploading = useSelector(actor, selectUploading)
  const canSubmit = useSelector(actor, selectCanSubmit)
  const canRetry = useSelector(actor, selectCanRetry)
  const sent = useSelector(actor, selectJustSent)
  const headingID = `task-${task.id}`
  const hintID = `task-${task.id}-hint`
  const problemID = `task-${task.id}-problem`
  return (
    <li className="courses-item">
      <article aria-labelledby={headingID}>
        <h3 id={headingID}>{task.title}</h3>
        <p className="courses-meta">
          {c.deadline(task.deadline)}
          {task.deadline < props.today && status === 'missing' && `, ${c.overdue}`}
        </p>
        {task.description && <p>{task.description}</p>}
        <p>
          {`${c.status}: `}
          <StatusBadge status={status} />
        </p>
        <AnswerFacts answer={answer} onDownload={props.onDownload} />
        {own && status !== 'graded' && (
          <div aria-busy={uploading}>
            <p id={hintID} className="courses-meta">
              {t.hint(MAX)}
            </p>
            {file && <p>{t.chosen(file.name, formatFileSize(file.size))}</p>}
            {problem && (
              <p id={problemID} role="alert" className="courses-problem">
                {problem === 'tooBig' ? t.problems.tooBig(MAX) : t.problems[problem]}
              </p>
            )}
            {refusal && (
              <p role="alert" className="courses-problem">
                {refusalText(refusal)}
              </p>
            )}
            {sent && answer && <p role="status">{t.sent(answer.fileName)}</p>}
            <div className="courses-actions">
              <FilePicker
                id={`task-${task.id}-file`}
                label={file || answer ? t.replace : t.choose}
                aria-labelledby={`task-${task.id}-file-button ${headingID}`}
                accept={TASK_FILE_ACCEPT}
                disabled={uploading}
                onFiles={([chosen]) => actor.send({ type: 'file.select', file: chosen })}
                aria-describedby={problem ? `${hintID} ${problemID}` : hintID}
                aria-invalid={problem !== null}
              />
              {canSubmit && (
                <Button
                  type="button"
                  icon="pi pi-upload"
                  label={t.send}
                  onClick={() => actor.send({ type: 'upload.submit' })}
                />
              )}
              {uploading && <span role="status">{t.sending}</span>}
              {canRetry && (
                <Button
                  type="button"
                  icon="pi pi-refresh"
                  label={t.retry}
                  onClick={() => actor.send({ type: 'upload.retry' })}
                />
              )}
              {file && !uploading && (
                <Button type="button" label={t.clear} outlined onClick={() => actor.send({ type: 'file.clear' })} />
              )}
            </div>
          </div>
        )}
      </article>
    </li>
  )
}
