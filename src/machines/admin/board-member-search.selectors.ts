import type { SnapshotFrom } from 'xstate'
import type { boardMemberSearchMachine } from './board-member-search.machine'

type Snapshot = SnapshotFrom<typeof boardMemberSearchMachine>

export const selectSearching = (s: Snapshot) => s.matches('searching')
export const selectFound = (s: Snapshot) => s.context.found
export const selectSearchFailure = (s: Snapshot) => s.context.failure
