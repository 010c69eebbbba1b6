import type { SnapshotFrom } from 'xstate'
import type { peopleSearchMachine } from './people-search.machine'

type Snapshot = SnapshotFrom<typeof peopleSearchMachine>

export const selectSearching = (s: Snapshot) => s.matches('searching')
export const selectSearchResult = (s: Snapshot) => s.context.result
export const selectSearchFailure = (s: Snapshot) => s.context.failure
