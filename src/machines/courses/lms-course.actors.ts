import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/courses'

/** The teacher's course: items, the group's students and every answer. */
export const loadLmsCourse = fromPromise<api.LmsCourse, { courseID: number }>(({ input, signal }) =>
  api.getLmsCourse(input.courseID, { signal, silent: true }),
)
/** A mark and comment for one student's answer to one task. */
export const saveMark = fromPromise<api.Answer, api.GradeBody>(({ input, signal }) =>
  api.gradeAnswer(input, { signal, silent: true }),
)
/** A new material or task of the course. */
export const saveCourseItem = fromPromise<api.CourseItem, { courseID: number; values: api.CourseItemValues }>(
  ({ input, signal }) => api.addCourseItem(input.courseID, input.values, { signal, silent: true }),
)
