import type { SnapshotFrom } from 'xstate'
import type { questionnaireShowMachine } from './questionnaire-show.machine'

type Snapshot = SnapshotFrom<typeof questionnaireShowMachine>

export const selectShowLoading = (s: Snapshot) => s.matches('loading')
export const selectShowFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectShowData = (s: Snapshot) => s.context.data
