import type { SnapshotFrom } from 'xstate'
import type { modulesRatingMachine } from './modules-rating.machine'

type Snapshot = SnapshotFrom<typeof modulesRatingMachine>

export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectNotFound = (s: Snapshot) => s.matches('notFound')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectAll = (s: Snapshot) => (s.context.loaded?.kind === 'all' ? s.context.loaded.data : null)
export const selectOne = (s: Snapshot) => (s.context.loaded?.kind === 'module' ? s.context.loaded.data : null)
