import type { SnapshotFrom } from 'xstate'
import type { contestListMachine } from './contest-list.machine'

type Snapshot = SnapshotFrom<typeof contestListMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed')
export const selectContests = (s: Snapshot) => s.context.contests
