import { fromPromise } from 'xstate'
import { loadPendingReviews, type ReviewItem } from '@/api/review'
import { sendReviewActor } from './lesson-review.actors'
import { pendingReviewsMachine, reviewFormInList } from './pending-reviews.machine'

/** GET /api/Journals/JournalsReviewsList (spec 1 §7). */
export const loadPendingReviewsActor = fromPromise<ReviewItem[]>(({ signal }) => loadPendingReviews({ signal }))

/** The pending-reviews machine and its form wired to the spec's calls. */
export const livePendingReviews = pendingReviewsMachine.provide({
  actors: {
    loadPendingReviews: loadPendingReviewsActor,
    lessonReview: reviewFormInList.provide({ actors: { sendReview: sendReviewActor } }),
  },
})
