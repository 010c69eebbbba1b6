import type { SnapshotFrom } from 'xstate'
import type { verificationMachine } from './verification.machine'

type Snapshot = SnapshotFrom<typeof verificationMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed')
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectWorks = (s: Snapshot) => s.context.works
export const selectError = (s: Snapshot) => s.context.error
export const selectDone = (s: Snapshot) => s.context.done
