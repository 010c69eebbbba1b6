import type { SnapshotFrom } from 'xstate'
import type { contestDrawMachine } from './contest-draw.machine'

type Snapshot = SnapshotFrom<typeof contestDrawMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectDraws = (s: Snapshot) => s.context.draws
export const selectSaved = (s: Snapshot) => s.context.saved
export const selectError = (s: Snapshot) => s.context.error
export const selectGuest = (s: Snapshot) => s.context.guest
