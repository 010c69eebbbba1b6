import type { SnapshotFrom } from 'xstate'
import { averageMark, type receivedReviewsMachine } from './received-reviews.machine'

type Snapshot = SnapshotFrom<typeof receivedReviewsMachine>
const EMPTY: never[] = []

export const selectIsLoading = (s: Snapshot) => s.hasTag('busy')
export const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectReviews = (s: Snapshot) => s.context.data?.reviews ?? EMPTY
export const selectTeacherName = (s: Snapshot) => s.context.data?.teacher ?? null
/** All teachers' reviews (a supervisor's list): show the teacher column. */
export const selectShowsTeachers = (s: Snapshot) => s.context.data !== null && s.context.data.teacherID === null
export const selectAverage = (s: Snapshot) => averageMark((s.context.data?.reviews ?? EMPTY).map((r) => r.mark))
