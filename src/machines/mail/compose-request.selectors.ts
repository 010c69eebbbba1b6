import type { SnapshotFrom } from 'xstate'
import type { composeRequestMachine } from './compose-request.machine'

type Snapshot = SnapshotFrom<typeof composeRequestMachine>

export const selectComposeRequest = (s: Snapshot) => s.context.request
export const selectComposeSerial = (s: Snapshot) => s.context.serial
