import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { lessonReviewMachine } from './lesson-review.machine'
import type { pendingReviewsMachine } from './pending-reviews.machine'

type Snapshot = SnapshotFrom<typeof pendingReviewsMachine>

/** The badge: pending reviews while reviewing, none otherwise (it disappears when none remain). */
export const selectPendingCount = (s: Snapshot) => (s.matches('reviewing') ? s.context.reviews.length : 0)
export const selectDialogVisible = (s: Snapshot) => s.matches({ reviewing: 'open' })
export const selectPagerIndex = (s: Snapshot) => s.context.index
export const selectCurrentReview = (s: Snapshot) => s.context.reviews[s.context.index] ?? null
export const selectFormRef = (s: Snapshot) =>
  s.children.lessonReview as ActorRefFrom<typeof lessonReviewMachine> | undefined
