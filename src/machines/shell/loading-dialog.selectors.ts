import type { SnapshotFrom } from 'xstate'
import type { loadingDialogMachine } from './loading-dialog.machine'

type Snapshot = SnapshotFrom<typeof loadingDialogMachine>

/** The loading dialog is shown (publications not loaded yet, and the 10 s have not passed). */
export const selectLoadingShown = (s: Snapshot) => s.matches('shown')
