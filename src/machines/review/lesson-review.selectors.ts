import type { SnapshotFrom } from 'xstate'
import { isReviewValid, type lessonReviewMachine } from './lesson-review.machine'
import { RATING_RECOMMEND } from '@/lib/constants/review'

type Snapshot = SnapshotFrom<typeof lessonReviewMachine>

export const selectReview = (s: Snapshot) => s.context.review
export const selectMark = (s: Snapshot) => s.context.mark
export const selectMarkAud = (s: Snapshot) => s.context.markAud
export const selectRoomShown = (s: Snapshot) => s.context.roomShown
export const selectDate = (s: Snapshot) => s.context.date
export const selectToday = (s: Snapshot) => s.context.today
export const selectText = (s: Snapshot) => s.context.text
export const selectIsSending = (s: Snapshot) => s.hasTag('busy')
export const selectError = (s: Snapshot) => s.context.error
export const selectCanSubmit = (s: Snapshot) =>
  s.matches('editing') && s.context.review !== null && isReviewValid(s.context.mark, s.context.text)
/** Ratings 1 and 5 require a comment: the comment field shows its error while it is blank. */
export const selectCommentMissing = (s: Snapshot) =>
  s.context.mark !== null && !isReviewValid(s.context.mark, s.context.text)
/** Which prompt the comment box shows: below 4, at 4, above 4 (none before a rating). */
export const selectPrompt = (s: Snapshot): 'low' | 'recommend' | 'high' | null => {
  const mark = s.context.mark
  if (mark === null) return null
  return mark < RATING_RECOMMEND ? 'low' : mark === RATING_RECOMMEND ? 'recommend' : 'high'
}
