import type { ActorRefFrom } from 'xstate'
import { Button } from 'primereact/button'
import { Link } from 'wouter'
import type { Answer, CourseItem, LmsCourse } from '@/api/courses'
import type { lmsCourseMachine } from '@/machines/courses/lms-course.machine'
import { answerStatus } from '@/lib/course-rules'
import { courseTexts } from '@/texts/ru/courses'
import { StatusBadge } from './courses-parts'

const t = courseTexts.lms
type Actor = ActorRefFrom<typeof lmsCourseMachine>

function AnswerRow(props: { actor: Actor; task: CourseItem; student: { id: number; fio: string }; answer?: Answer }) {
  const { actor, task, student, answer } = props
  return (
    <tr>
      <th scope="row">
        <Link href={`/electronicEducation/${task.courseID}/${student.id}`} aria-label={t.studentLink(student.fio)}>
          {student.fio}
        </Link>
      </th>
      <td>
        <StatusBadge status={answerStatus(answer ?? null)} />
      </td>
      <td>
        {answer ? (
          <button
            type="button"
            className="courses-link-button"
            aria-label={courseTexts.course.download(answer.fileName)}
            onClick={() =>
              actor.send({
                type: 'file.download',
                job: { kind: 'answer', id: task.id, studentID: student.id, name: answer.fileName },
              })
            }
          >
            {answer.fileName}
          </button>
        ) : (
          t.noAnswer
        )}
      </td>
      <td>
        {answer
          ? `${courseTexts.dateTime(answer.submittedAt)}${answer.late ? `, ${courseTexts.course.late}` : ''}`
          : t.noAnswer}
      </td>
      <td>{answer?.mark ? courseTexts.marks[answer.mark] : t.noAnswer}</td>
      <td>{answer?.comment || t.noAnswer}</td>
      <td>
        {answer && (
          <Button
            type="button"
            size="small"
            outlined={answer.mark !== null}
            label={answer.mark ? t.regradeButton : t.gradeButton}
            aria-label={answer.mark ? t.regrade(student.fio) : t.grade(student.fio)}
            onClick={() => actor.send({ type: 'grade.open', target: { taskID: task.id, studentID: student.id } })}
          />
        )}
      </td>
    </tr>
  )
}

/** «Ответы и оценки»: per task, every student of the group with the answer's status, file, mark and comment. */
export function LmsAnswers({ actor, data }: { actor: Actor; data: LmsCourse }) {
  const tasks = data.items.filter((i) => i.kind === 'task')
  if (tasks.length === 0) return <p>{courseTexts.course.noTasks}</p>
  return (
    <>
      {tasks.map((task) => {
        const answers = data.answers.filter((a) => a.taskID === task.id)
        const awaiting = answers.filter((a) => a.mark === null).length
        return (
          <section key={task.id} aria-labelledby={`lms-task-${task.id}`}>
            <h2 id={`lms-task-${task.id}`}>{task.title}</h2>
            <p className="courses-meta">{`${courseTexts.course.deadline(task.deadline)}; ${t.awaiting(awaiting)}`}</p>
            <div className="courses-scroll">
              <table className="courses-table">
                <caption>{t.taskCaption(task.title, task.deadline)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.student}</th>
                    <th scope="col">{courseTexts.course.status}</th>
                    <th scope="col">{t.file}</th>
                    <th scope="col">{t.sentAt}</th>
                    <th scope="col">{t.markLabel}</th>
                    <th scope="col">{t.commentLabel}</th>
                    <th scope="col">
                      <span className="sr-only">{t.gradeTitle}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.students.map((s) => (
                    <AnswerRow
                      key={s.id}
                      actor={actor}
                      task={task}
                      student={s}
                      answer={answers.find((a) => a.studentID === s.id)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )
      })}
    </>
  )
}
