import type { SnapshotFrom } from 'xstate'
import type { questionnaireFillMachine } from './questionnaire-fill.machine'

type Snapshot = SnapshotFrom<typeof questionnaireFillMachine>

/** Which page the screen shows: loading, failed, filling, sending, answered, closed or sent. */
export const selectFillStage = (s: Snapshot) => s.value as string
export const selectQuestionnaire = (s: Snapshot) => s.context.questionnaire
export const selectFillLoadFailure = (s: Snapshot) => s.context.loadFailure
export const selectFillSendFailure = (s: Snapshot) => s.context.sendFailure
export const selectFillSending = (s: Snapshot) => s.matches('sending')
