import type { SnapshotFrom } from 'xstate'
import type { menuSourcesMachine } from './menu-sources.machine'

type Snapshot = SnapshotFrom<typeof menuSourcesMachine>

export const selectLibrary = (s: Snapshot) => s.context.library
export const selectPeriods = (s: Snapshot) => s.context.periods
export const selectLibraryFailed = (s: Snapshot) => s.matches({ library: 'failed' })
export const selectIsLoading = (s: Snapshot) => s.matches({ library: 'loading' }) || s.matches({ periods: 'loading' })
