import { fromPromise } from '@/machines/from-promise'
import {
  getActivities,
  getFormResult,
  getStatDates,
  getStudentsList,
  type Activities,
  type FormResult,
  type StatDate,
  type StatQuery,
  type StudentStat,
} from '@/api/schoolx'
import type { FormKind } from '@/lib/constants/schoolx'

export interface StatLoaded {
  activities: Activities
  students: StudentStat[]
  formResult: FormResult
}

/** GET …/Stat/Dates: the courses, period numbers and years there are statistics for. */
export const loadStatDates = fromPromise<StatDate[]>(({ signal }) => getStatDates({}, { signal }))

/** The three calls of spec 2 §7 for one {course, periodNumber, year}. */
export const loadStat = fromPromise<StatLoaded, { query: StatQuery; type: FormKind }>(async ({ input, signal }) => {
  const [activities, students, formResult] = await Promise.all([
    getActivities(input.query, { signal }),
    getStudentsList(input.query, { signal }),
    getFormResult(input.query, input.type, { signal }),
  ])
  return { activities, students, formResult }
})
