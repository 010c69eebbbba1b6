import type { SnapshotFrom } from 'xstate'
import type { raspListMachine } from './rasp-list.machine'

type Snapshot = SnapshotFrom<typeof raspListMachine>

export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectFailed = (s: Snapshot) => s.context.failed
export const selectTab = (s: Snapshot) => s.context.tab
export const selectYear = (s: Snapshot) => s.context.year
export const selectRows = (s: Snapshot) => s.context.rows
