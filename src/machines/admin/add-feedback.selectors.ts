import type { SnapshotFrom } from 'xstate'
import type { addFeedbackMachine } from './add-feedback.machine'

type Snapshot = SnapshotFrom<typeof addFeedbackMachine>

export const selectSending = (s: Snapshot) => s.matches('sending')
export const selectSent = (s: Snapshot) => s.matches('sent')
export const selectSendFailure = (s: Snapshot) => s.context.failure
