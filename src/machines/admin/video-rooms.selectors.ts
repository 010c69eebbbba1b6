import type { SnapshotFrom } from 'xstate'
import type { videoRoomsMachine } from './video-rooms.machine'
import type { roomJoinMachine } from './room-join.machine'

type Snapshot = SnapshotFrom<typeof videoRoomsMachine>
type JoinSnapshot = SnapshotFrom<typeof roomJoinMachine>

export const selectRooms = (s: Snapshot) => s.context.rooms
export const selectRoomCandidates = (s: Snapshot) => s.context.candidates
export const selectRoomsLoading = (s: Snapshot) => s.matches('loading')
export const selectRoomsLoadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.loadFailure : null)
export const selectRoomCreating = (s: Snapshot) => s.hasTag('busy')
export const selectRoomCreateFailure = (s: Snapshot) => s.context.createFailure
export const selectCreatedRoom = (s: Snapshot) => s.context.rooms.find((r) => r.id === s.context.createdID) ?? null

export const selectJoinChecking = (s: JoinSnapshot) => s.matches('checking')
export const selectJoinRoom = (s: JoinSnapshot) => (s.matches('found') ? s.context.room : null)
export const selectJoinFailure = (s: JoinSnapshot) => (s.matches('refused') ? s.context.failure : null)
export const selectJoinLink = (s: JoinSnapshot) => s.context.link
/** Bumped by a link from the list, so the link form remounts showing it. */
export const selectJoinFormKey = (s: JoinSnapshot) => s.context.checks
