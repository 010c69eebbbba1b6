import type { SnapshotFrom } from 'xstate'
import type { inactivityMachine } from './inactivity.machine'

type Snapshot = SnapshotFrom<typeof inactivityMachine>

/** The 'you are not active' banner is up. */
export const selectInactive = (s: Snapshot) => s.matches('inactive')
