import { Link } from 'wouter'
import type { ScreenProps } from '@/lib/screen-props'
import { hasRole, ROLES } from '@/lib/roles'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { courseTexts } from '@/texts/ru/courses'
import { idFrom } from './courses-parts'
import { StudentCourseView } from './student-course-view'
import { StudentCoursesList } from './student-courses-list'

const t = courseTexts.list

/**
 * /courses/list/{userID?} and /electronicEducation/{courseID?}/{userID?}: a student's courses and one
 * course. A teacher or a dean's office opens a student's with the student's id; someone who is not a
 * student, without an id, is pointed to their own courses page.
 */
export default function StudentCoursesScreen({ params }: ScreenProps) {
  const roles = SessionContext.useSelector(selectRoles)
  const userID = idFrom(params.userID)
  const courseID = idFrom(params.courseID)
  if (userID === null && !hasRole(roles, ROLES.student.name))
    return (
      <div className="page">
        <h1>{t.title}</h1>
        <p>{t.notStudent}</p>
        {hasRole(roles, ROLES.teachers.name) && <Link href="/courses/TeacherList">{t.teacherLink}</Link>}
      </div>
    )
  if (courseID !== null) return <StudentCourseView key={`${courseID}/${userID}`} courseID={courseID} userID={userID} />
  return <StudentCoursesList key={userID} userID={userID} />
}
