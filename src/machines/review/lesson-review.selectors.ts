import type { SnapshotFrom } from 'xstate'
import type { lessonReviewMachine } from './lesson-review.machine'

type Snapshot = SnapshotFrom<typeof lessonReviewMachine>

export const selectReview = (s: Snapshot) => s.context.review
export const selectToday = (s: Snapshot) => s.context.today
export const selectIsSending = (s: Snapshot) => s.hasTag('busy')
export const selectError = (s: Snapshot) => s.context.error
/** The form may be sent (when its values are valid): editing a lesson, not sending or just sent. */
export const selectCanSend = (s: Snapshot) => s.matches('editing') && s.context.review !== null
/** The lesson's journalID: when it changes the form clears rating, room rating and text; the date stays. */
export const selectJournalID = (s: Snapshot) => s.context.review?.journalID ?? null
/** Counts up 500 ms after each sent review: the form clears everything, the date back to today. */
export const selectResets = (s: Snapshot) => s.context.resets
