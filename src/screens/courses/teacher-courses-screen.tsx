import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { teacherCoursesMachine } from '@/machines/courses/teacher-courses.machine'
import { courseTexts } from '@/texts/ru/courses'
import { CourseFailureView } from './courses-parts'

const t = courseTexts.teacher

/** /courses/TeacherList (and /LMS/Course without a course): the teacher's courses with answers waiting. */
export default function TeacherCoursesScreen() {
  const actor = useActorRef(teacherCoursesMachine)
  const courses = useSelector(actor, (s) => s.context.courses, shallowEqual)
  const failure = useSelector(actor, (s) => s.context.failure)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  return (
    <div className="page">
      <h1>{t.title}</h1>
      {loading && <p role="status">{courseTexts.loading}</p>}
      {failure && <CourseFailureView failure={failure} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {courses && (
        <>
          <p>{t.intro}</p>
          {courses.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <div className="courses-scroll">
              <table className="courses-table">
                <caption>{t.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{courseTexts.list.discipline}</th>
                    <th scope="col">{t.group}</th>
                    <th scope="col">{courseTexts.list.control}</th>
                    <th scope="col">{t.answers}</th>
                    <th scope="col">{t.awaiting}</th>
                    <th scope="col">{courseTexts.lms.modes.edit}</th>
                  </tr>
                </thead>
                <tbody>
                  {courses.map((c) => (
                    <tr key={c.courseID}>
                      <th scope="row">
                        <Link href={`/LMS/Course/view/${c.courseID}`} aria-label={t.open(c.discipline, c.group)}>
                          {c.discipline}
                        </Link>
                      </th>
                      <td>{c.group}</td>
                      <td>{courseTexts.controls[c.control]}</td>
                      <td>{c.answers}</td>
                      <td>{c.awaiting}</td>
                      <td>
                        <Link href={`/LMS/Course/edit/${c.courseID}`} aria-label={t.edit(c.discipline, c.group)}>
                          {courseTexts.lms.tasksSummary(c.tasksTotal)}
                        </Link>
                      </td>
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
