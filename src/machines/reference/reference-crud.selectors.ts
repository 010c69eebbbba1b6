import type { SnapshotFrom } from 'xstate'
import type { referenceCrudMachine } from './reference-crud.machine'

type Snapshot = SnapshotFrom<typeof referenceCrudMachine>

export const selectRows = (s: Snapshot) => s.context.rows
export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadError = (s: Snapshot) => (s.matches('failed') ? s.context.loadError : null)
export const selectNotice = (s: Snapshot) => s.context.notice
export const selectDeleting = (s: Snapshot) => s.matches({ ready: { deletion: 'deleting' } })
export const selectDetails = (s: Snapshot) => s.context.details
/** The dialog's state as the DataTable renders it (null when closed). */
export const selectDialog = (s: Snapshot) => s.context.dialog
export const selectSaving = (s: Snapshot) => s.matches({ ready: { dialog: 'saving' } })
export const selectDialogError = (s: Snapshot) => s.context.dialogError
