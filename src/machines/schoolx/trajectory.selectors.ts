import type { SnapshotFrom } from 'xstate'
import type { trajectoryMachine } from './trajectory.machine'

type Snapshot = SnapshotFrom<typeof trajectoryMachine>

export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectNotFound = (s: Snapshot) => s.matches('notFound')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectTrajectory = (s: Snapshot) => s.context.trajectory
