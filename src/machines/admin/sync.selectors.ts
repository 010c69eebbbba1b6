import type { SnapshotFrom } from 'xstate'
import type { syncMachine } from './sync.machine'

type Snapshot = SnapshotFrom<typeof syncMachine>

export const selectSyncJobs = (s: Snapshot) => s.context.jobs
export const selectSyncLoading = (s: Snapshot) => s.matches('loading')
export const selectSyncLoadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.loadFailure : null)
export const selectSyncRefreshFailed = (s: Snapshot) => s.context.refreshFailed
export const selectSyncStartingID = (s: Snapshot) => (s.matches('starting') ? s.context.startingID : null)
export const selectSyncStartFailure = (s: Snapshot) => s.context.startFailure
export const selectSyncStartedID = (s: Snapshot) => s.context.startedID
