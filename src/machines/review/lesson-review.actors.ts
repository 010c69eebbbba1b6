import { fromPromise } from '@/machines/from-promise'
import { sendReview, type ReviewPayload, type SendAnswer } from '@/api/review'

/** POST api/Journals/JournalReviews (spec 2 §7), cancelled when the form leaves `sending`. */
export const sendReviewActor = fromPromise<SendAnswer, ReviewPayload>(({ input, signal }) =>
  sendReview(input, { signal }),
)
