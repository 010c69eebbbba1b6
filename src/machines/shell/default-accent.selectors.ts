import type { SnapshotFrom } from 'xstate'
import type { defaultAccentMachine } from './default-accent.machine'

type Snapshot = SnapshotFrom<typeof defaultAccentMachine>

export const selectSaving = (s: Snapshot) => s.matches('saving')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectCurrentDefault = (s: Snapshot) => s.context.current
