import type { SnapshotFrom } from 'xstate'
import type { emptyAudMachine } from './empty-aud.machine'

type Snapshot = SnapshotFrom<typeof emptyAudMachine>

export const selectBuildings = (s: Snapshot) => s.context.buildings
export const selectBuildingsLoading = (s: Snapshot) => s.matches({ rooms: 'loading' })
export const selectSearching = (s: Snapshot) => s.matches({ search: 'searching' })
export const selectRoomsResult = (s: Snapshot) => s.context.result
export const selectSearchFailure = (s: Snapshot) => s.context.failure
export const selectSearchMessage = (s: Snapshot) => s.context.serverMessage
