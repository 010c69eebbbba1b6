import type { SnapshotFrom } from 'xstate'
import type { distributionMachine } from './distribution.machine'

type Snapshot = SnapshotFrom<typeof distributionMachine>

export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectRunning = (s: Snapshot) => s.matches({ shown: 'running' })
export const selectRunFailure = (s: Snapshot) => (s.matches({ shown: 'runFailed' }) ? s.context.failure : null)
export const selectPeriod = (s: Snapshot) => s.context.loaded?.period ?? null
export const selectPeriods = (s: Snapshot) => s.context.loaded?.periods ?? []
export const selectCounts = (s: Snapshot) =>
  s.context.loaded ? { students: s.context.loaded.students, ranked: s.context.loaded.ranked } : null
export const selectModules = (s: Snapshot) => s.context.loaded?.modules ?? []
export const selectResult = (s: Snapshot) => s.context.loaded?.result ?? null
