import type { SnapshotFrom } from 'xstate'
import type { chatCreateMachine } from './chat-create.machine'

type Snapshot = SnapshotFrom<typeof chatCreateMachine>

export const selectResults = (s: Snapshot) => s.context.results
export const selectParticipants = (s: Snapshot) => s.context.participants
export const selectCreateError = (s: Snapshot) => s.context.error
export const selectQuery = (s: Snapshot) => s.context.query
export const selectCreating = (s: Snapshot) => s.hasTag('busy')
export const selectSearching = (s: Snapshot) => s.hasTag('searching')
