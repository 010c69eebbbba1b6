import type { SnapshotFrom } from 'xstate'
import type { dormSelectionMachine } from './dorm-selection.machine'

type Snapshot = SnapshotFrom<typeof dormSelectionMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed')
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectRanking = (s: Snapshot) => s.context.ranking
export const selectError = (s: Snapshot) => s.context.error
export const selectDone = (s: Snapshot) => s.context.done
