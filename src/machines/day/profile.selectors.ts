import type { SnapshotFrom } from 'xstate'
import type { profileMachine } from './profile.machine'

type Snapshot = SnapshotFrom<typeof profileMachine>

export const selectProfileLoading = (s: Snapshot) => s.matches('loading')
export const selectProfileFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectProfile = (s: Snapshot) => s.context.info
export const selectStudy = (s: Snapshot) => s.context.study
export const selectEditing = (s: Snapshot) => s.matches({ shown: 'editing' }) || s.matches({ shown: 'saving' })
export const selectSaving = (s: Snapshot) => s.matches({ shown: 'saving' })
export const selectSaveFailure = (s: Snapshot) => s.context.saveFailure
export const selectSaveMessage = (s: Snapshot) => s.context.serverMessage
export const selectSaved = (s: Snapshot) => s.context.saved
