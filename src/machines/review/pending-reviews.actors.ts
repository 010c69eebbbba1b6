import { fromPromise } from '@/machines/from-promise'
import { loadPendingReviews, type ReviewItem } from '@/api/review'

/** GET /api/Journals/JournalsReviewsList (spec 1 §7). */
export const loadPendingReviewsActor = fromPromise<ReviewItem[]>(({ signal }) => loadPendingReviews({ signal }))
