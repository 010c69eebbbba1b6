import { hasRole, ROLES } from '@/lib/roles'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { shallowEqual, useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { Answer } from '@/api/courses'
import { LMS_MODES, type LmsMode } from '@/lib/constants/courses'
import { downloadBlob } from '@/lib/files'
import type { ScreenProps } from '@/lib/screen-props'
import { lmsCourseMachine } from '@/machines/courses/lms-course.machine'
import { notify } from '@/ui/notifier'
import { courseTexts } from '@/texts/ru/courses'
import { CourseFailureView, idFrom } from './courses-parts'
import { GradeDialog } from './lms-grade-dialog'
import { LmsAnswers } from './lms-answers'
import { LmsEdit } from './lms-edit'
import TeacherCoursesScreen from './teacher-courses-screen'

const t = courseTexts.lms

function LmsCourse({ courseID, mode }: { courseID: number; mode: LmsMode }) {
  const actor = useActorRef(
    lmsCourseMachine.provide({
      actions: {
        saveFile: (_, file: { blob: Blob; name: string }) => downloadBlob(file.blob, file.name),
        notifyAdded: (_, title: string) => notify.info(t.add.added(title)),
        notifyGraded: (_, answer: Answer) => notify.info(t.graded(answer.mark ? courseTexts.marks[answer.mark] : '')),
      },
    }),
    { input: { courseID } },
  )
  const data = useSelector(actor, (s) => s.context.data, shallowEqual)
  const failure = useSelector(actor, (s) => s.context.failure)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  return (
    <div className="page">
      <p>
        <Link href="/courses/TeacherList">{t.back}</Link>
      </p>
      <h1>{data ? t.heading(data.course.discipline, data.course.group) : courseTexts.teacher.title}</h1>
      {loading && <p role="status">{courseTexts.loading}</p>}
      {failure && <CourseFailureView failure={failure} onRetry={() => actor.send({ type: 'load.retry' })} />}
      {data && (
        <>
          <nav aria-label={t.modesLabel} className="courses-actions">
            {LMS_MODES.map((m) => (
              <Link
                key={m}
                href={`/LMS/Course/${m}/${courseID}`}
                aria-current={m === mode ? 'page' : undefined}
                className={m === mode ? 'p-button p-button-sm' : 'p-button p-button-sm p-button-outlined'}
              >
                {t.modes[m]}
              </Link>
            ))}
          </nav>
          <p className="courses-meta">{courseTexts.course.controlOf(courseTexts.controls[data.course.control])}</p>
          {mode === 'view' ? <LmsAnswers actor={actor} data={data} /> : <LmsEdit actor={actor} data={data} />}
          <GradeDialog actor={actor} data={data} />
        </>
      )}
    </div>
  )
}

/** /LMS/Course/{mode?}/{courseID?}: a teacher's course (view: answers and marks; edit: materials and tasks). */
export default function LmsCourseScreen({ params }: ScreenProps) {
  const roles = SessionContext.useSelector(selectRoles)
  const courseID = idFrom(params.courseID)
  const mode = params.mode ?? 'view'
  // The route is open to everyone signed in (spec 1 §2); a student is sent to their own courses.
  if (!hasRole(roles, ROLES.teachers.name))
    return (
      <div className="page">
        <h1>{courseTexts.teacher.title}</h1>
        <p>{t.notTeacher}</p>
        {hasRole(roles, ROLES.student.name) && <Link href="/courses/list">{t.ownCoursesLink}</Link>}
      </div>
    )
  if (courseID === null && params.mode === undefined) return <TeacherCoursesScreen />
  if (!(LMS_MODES as readonly string[]).includes(mode) || courseID === null)
    return (
      <div className="page">
        <h1>{courseTexts.teacher.title}</h1>
        <p role="alert">{t.badMode}</p>
        <Link href="/courses/TeacherList">{t.back}</Link>
      </div>
    )
  return <LmsCourse key={courseID} courseID={courseID} mode={mode as LmsMode} />
}
