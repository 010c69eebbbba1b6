import type { SnapshotFrom } from 'xstate'
import type { resourceMachine } from './resource.machine'

type Snapshot = SnapshotFrom<typeof resourceMachine>

export const selectRows = (s: Snapshot) => s.context.rows
export const selectRowKey = (s: Snapshot) => s.context.resource.key
export const selectParams = (s: Snapshot) => s.context.params
export const selectLoading = (s: Snapshot) => s.matches('loading')
/** The load failure while the list is in `failed` (else null). */
export const selectLoadError = (s: Snapshot) => (s.matches('failed') ? s.context.loadError : null)
export const selectNotice = (s: Snapshot) => s.context.notice
export const selectDeleting = (s: Snapshot) => s.matches({ ready: { deletion: 'deleting' } })
export const selectDetails = (s: Snapshot) => s.context.details
/** The dialog (mode and edited row), null when closed. */
export const selectDialog = (s: Snapshot) => s.context.dialog
export const selectSaving = (s: Snapshot) => s.matches({ ready: { dialog: 'saving' } })
export const selectDialogError = (s: Snapshot) => s.context.dialogError
export const selectResource = (s: Snapshot) => s.context.resource
