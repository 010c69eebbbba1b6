import { fromPromise } from '@/machines/from-promise'
import { loadReviewsList, loadTeacherReviews, type ReceivedReviews } from '@/api/review'

/** One teacher's reviews, or the list the user may see when no teacher is given. */
export const loadReceivedReviewsActor = fromPromise<ReceivedReviews, { teacherID: number | null }>(
  ({ input, signal }) =>
    input.teacherID === null ? loadReviewsList({ signal }) : loadTeacherReviews(input.teacherID, { signal }),
)
