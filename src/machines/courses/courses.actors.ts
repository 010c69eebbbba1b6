import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/courses'

/** A student's courses (their own without a userID). */
export const loadStudentCourses = fromPromise<api.StudentCourses, { userID: number | null }>(({ input, signal }) =>
  api.getStudentCourses(input.userID, { signal, silent: true }),
)
/** One course of a student: materials, tasks and the student's answers. */
export const loadCourseView = fromPromise<api.CourseView, { courseID: number; userID: number | null }>(
  ({ input, signal }) => api.getCourseView(input.courseID, input.userID, { signal, silent: true }),
)
/** The teacher's courses of the semester. */
export const loadTeacherCourses = fromPromise<api.TeacherCourse[], void>(({ signal }) =>
  api.getTeacherCourses({ signal, silent: true }),
)
/** A file of a course: a material's (`materialID`) or a task's answer (`taskID`, the student for a teacher). */
export type FileJob =
  | { kind: 'material'; id: number; name: string }
  | { kind: 'answer'; id: number; studentID: number | null; name: string }
export const fetchCourseFile = fromPromise<{ blob: Blob; name: string }, FileJob>(async ({ input, signal }) => ({
  name: input.name,
  blob:
    input.kind === 'material'
      ? await api.downloadMaterialFile(input.id, { signal })
      : await api.downloadTaskFile(input.id, input.studentID, { signal }),
}))
