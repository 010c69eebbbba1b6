import type { SnapshotFrom } from 'xstate'
import type { acquaintanceMachine } from './acquaintance.machine'

type Snapshot = SnapshotFrom<typeof acquaintanceMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectUnavailable = (s: Snapshot) => s.matches('unavailable')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectQuestionnaire = (s: Snapshot) => s.context.questionnaire
export const selectSaving = (s: Snapshot) => s.matches({ ready: 'saving' })
export const selectRefusal = (s: Snapshot) => s.context.refusal
export const selectSaved = (s: Snapshot) => s.context.saved
