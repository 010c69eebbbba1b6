import type { SnapshotFrom } from 'xstate'
import type { documentsMachine } from './documents.machine'

type Snapshot = SnapshotFrom<typeof documentsMachine>

export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectRows = (s: Snapshot) => s.context.rows
