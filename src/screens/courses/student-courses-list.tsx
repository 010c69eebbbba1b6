import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { studentCoursesMachine } from '@/machines/courses/student-courses.machine'
import { courseTexts } from '@/texts/ru/courses'
import { CourseFailureView } from './courses-parts'

const t = courseTexts.list

/** A student's courses of the semester: discipline, teachers, control form, tasks sent; each opens its course. */
export function StudentCoursesList({ userID }: { userID: number | null }) {
  const actor = useActorRef(studentCoursesMachine, { input: { userID } })
  const data = useSelector(actor, (s) => s.context.data, shallowEqual)
  const failure = useSelector(actor, (s) => s.context.failure)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const suffix = userID === null ? '' : `/${userID}`
  return (
    <div className="page">
      <h1>{data && userID !== null ? t.titleOf(data.student.fio) : t.title}</h1>
      {loading && <p role="status">{courseTexts.loading}</p>}
      {failure && <CourseFailureView failure={failure} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {data && (
        <>
          <p>{t.intro}</p>
          {data.courses.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <div className="courses-scroll">
              <table className="courses-table">
                <caption>{`${t.caption(t.semester(data.year, data.sem))}, ${data.student.group}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.discipline}</th>
                    <th scope="col">{t.teachers}</th>
                    <th scope="col">{t.control}</th>
                    <th scope="col">{t.progress}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.courses.map((c) => (
                    <tr key={c.courseID}>
                      <th scope="row">
                        <Link href={`/electronicEducation/${c.courseID}${suffix}`} aria-label={t.open(c.discipline)}>
                          {c.discipline}
                        </Link>
                      </th>
                      <td>{c.teachers.join(', ')}</td>
                      <td>{courseTexts.controls[c.control]}</td>
                      <td>{t.progressValue(c.tasksDone, c.tasksTotal)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  )
}
