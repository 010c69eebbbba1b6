import type { SnapshotFrom } from 'xstate'
import type { appOrderMachine } from './app-order.machine'

type Snapshot = SnapshotFrom<typeof appOrderMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed')
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectRefreshing = (s: Snapshot) => s.matches('refreshing')
export const selectKinds = (s: Snapshot) => s.context.kinds
export const selectMine = (s: Snapshot) => s.context.mine
export const selectError = (s: Snapshot) => s.context.error
export const selectSavedID = (s: Snapshot) => s.context.savedID
