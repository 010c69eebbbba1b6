import type { SnapshotFrom } from 'xstate'
import type { modulePageMachine } from './module-page.machine'

type Snapshot = SnapshotFrom<typeof modulePageMachine>

export const selectIsLoading = (s: Snapshot) => s.matches('loading') || s.matches('start')
export const selectNotFound = (s: Snapshot) => s.matches('notFound')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectModule = (s: Snapshot) => s.context.module
