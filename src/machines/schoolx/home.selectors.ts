import type { SnapshotFrom } from 'xstate'
import type { homeMachine } from './home.machine'

type Snapshot = SnapshotFrom<typeof homeMachine>

export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectHome = (s: Snapshot) => s.context.home
