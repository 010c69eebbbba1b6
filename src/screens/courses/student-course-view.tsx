import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { Answer, CourseItem } from '@/api/courses'
import { downloadBlob } from '@/lib/files'
import { moscowClock } from '@/lib/day-week'
import { courseViewMachine } from '@/machines/courses/course-view.machine'
import { courseTexts } from '@/texts/ru/courses'
import { CourseFailureView } from './courses-parts'
import { TaskCard } from './task-card'

const t = courseTexts.course

function Material({ item, onFile }: { item: CourseItem; onFile: () => void }) {
  const headingID = `material-${item.id}`
  return (
    <li className="courses-item">
      <article aria-labelledby={headingID}>
        <h3 id={headingID}>{item.title}</h3>
        {item.description && <p>{item.description}</p>}
        <div className="courses-actions">
          {item.fileName && (
            <button
              type="button"
              className="courses-link-button"
              aria-label={t.download(item.fileName)}
              onClick={onFile}
            >
              <span className="pi pi-download" aria-hidden="true" /> {item.fileName}
            </button>
          )}
          {item.link && (
            <a href={item.link} target="_blank" rel="noopener noreferrer" aria-label={t.link(item.title)}>
              {item.link}
            </a>
          )}
        </div>
      </article>
    </li>
  )
}

/** /electronicEducation/{courseID}/{userID?}: a course's materials and tasks with the student's answers. */
export function StudentCourseView({ courseID, userID }: { courseID: number; userID: number | null }) {
  const actor = useActorRef(
    courseViewMachine.provide({
      actions: { saveFile: (_, file: { blob: Blob; name: string }) => downloadBlob(file.blob, file.name) },
    }),
    { input: { courseID, userID } },
  )
  const data = useSelector(actor, (s) => s.context.data, shallowEqual)
  const failure = useSelector(actor, (s) => s.context.failure)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const today = moscowClock(new Date()).day
  const back = userID === null ? '/courses/list' : `/courses/list/${userID}`
  const download = (a: Answer) =>
    actor.send({
      type: 'file.download',
      job: { kind: 'answer', id: a.taskID, studentID: data?.own ? null : a.studentID, name: a.fileName },
    })
  const materials = data?.items.filter((i) => i.kind === 'material') ?? []
  const tasks = data?.items.filter((i) => i.kind === 'task') ?? []
  return (
    <div className="page">
      <p>
        <Link href={back}>{t.back}</Link>
      </p>
      <h1>{data ? data.course.discipline : courseTexts.list.title}</h1>
      {loading && <p role="status">{courseTexts.loading}</p>}
      {failure && <CourseFailureView failure={failure} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {data && (
        <>
          <p className="courses-meta">
            {`${t.teacherOf(data.course.teachers.join(', '))}. ${t.controlOf(courseTexts.controls[data.course.control])}.`}
          </p>
          {!data.own && <p role="note">{t.readOnlyNote(data.student.fio)}</p>}
          <section aria-labelledby="course-materials">
            <h2 id="course-materials">{t.materials}</h2>
            {materials.length === 0 ? (
              <p>{t.noMaterials}</p>
            ) : (
              <ul className="courses-items">
                {materials.map((m) => (
                  <Material
                    key={m.id}
                    item={m}
                    onFile={() =>
                      actor.send({ type: 'file.download', job: { kind: 'material', id: m.id, name: m.fileName } })
                    }
                  />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="course-tasks">
            <h2 id="course-tasks">{t.tasks}</h2>
            {tasks.length === 0 ? (
              <p>{t.noTasks}</p>
            ) : (
              <ul className="courses-items">
                {tasks.map((task) => (
                  <TaskCard
                    key={task.id}
                    task={task}
                    answer={data.answers.find((a) => a.taskID === task.id) ?? null}
                    own={data.own}
                    today={today}
                    onDownload={download}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}
