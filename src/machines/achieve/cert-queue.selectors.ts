import type { SnapshotFrom } from 'xstate'
import type { certQueueMachine } from './cert-queue.machine'

type Snapshot = SnapshotFrom<typeof certQueueMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed')
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectRows = (s: Snapshot) => s.context.rows
export const selectError = (s: Snapshot) => s.context.error
export const selectDone = (s: Snapshot) => s.context.done
