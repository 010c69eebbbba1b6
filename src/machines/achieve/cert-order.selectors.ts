import type { SnapshotFrom } from 'xstate'
import type { certOrderMachine } from './cert-order.machine'

type Snapshot = SnapshotFrom<typeof certOrderMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed')
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectRefreshing = (s: Snapshot) => s.matches('refreshing')
export const selectKinds = (s: Snapshot) => s.context.kinds
export const selectMine = (s: Snapshot) => s.context.mine
export const selectError = (s: Snapshot) => s.context.error
export const selectSavedID = (s: Snapshot) => s.context.savedID
