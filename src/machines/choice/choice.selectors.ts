import type { SnapshotFrom } from 'xstate'
import type { choiceMachine } from './choice.machine'

type Snapshot = SnapshotFrom<typeof choiceMachine>

export const selectChoiceLoading = (s: Snapshot) => s.matches('loading')
export const selectChoiceFailure = (s: Snapshot) => s.context.failure
export const selectChoiceData = (s: Snapshot) => s.context.data
export const selectChoiceSelection = (s: Snapshot) => s.context.selection
export const selectChoiceIssue = (s: Snapshot) => s.context.issue
export const selectChoiceRefusal = (s: Snapshot) => s.context.refusal
export const selectChoiceSaveFailed = (s: Snapshot) => s.context.saveFailed
export const selectChoiceSaved = (s: Snapshot) => s.context.saved
export const selectChoiceBusy = (s: Snapshot) => s.matches({ ready: 'saving' })
export const selectChoiceConfirming = (s: Snapshot) => s.matches({ ready: 'confirming' })
