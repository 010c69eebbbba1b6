import type { SnapshotFrom } from 'xstate'
import type { feedbackMachine } from './feedback.machine'

type Snapshot = SnapshotFrom<typeof feedbackMachine>

export const selectFeedbackItems = (s: Snapshot) => s.context.items
export const selectFeedbackLoading = (s: Snapshot) => s.matches('loading')
export const selectFeedbackLoadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.loadFailure : null)
export const selectAnsweringID = (s: Snapshot) => (s.matches('answering') ? s.context.answeringID : null)
/** The refused answer's failure, for the message it belongs to. */
export const selectAnswerFailure = (s: Snapshot) =>
  s.context.answerFailure ? { id: s.context.answeringID, failure: s.context.answerFailure } : null
export const selectAnsweredID = (s: Snapshot) => s.context.answeredID
