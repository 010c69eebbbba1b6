import type { SnapshotFrom } from 'xstate'
import type { adminWorksMachine } from './admin-works.machine'

type S = SnapshotFrom<typeof adminWorksMachine>
export const selectLoading = (s: S) => s.matches('loading')
export const selectError = (s: S) => s.context.error
export const selectWorks = (s: S) => s.context.works
export const selectStatuses = (s: S) => s.context.statuses
export const selectEditedWork = (s: S) => s.context.works.find((w) => w.workID === s.context.editing) ?? null
export const selectSaving = (s: S) => s.matches({ ready: 'saving' })
export const selectDialogError = (s: S) => s.context.dialogError
export const selectSavedSeq = (s: S) => s.context.savedSeq
