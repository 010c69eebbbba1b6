import type { SnapshotFrom } from 'xstate'
import type { composeRequestMachine } from './compose-request.machine'

type Snapshot = SnapshotFrom<typeof composeRequestMachine>

/** The request the dialog shows now, or null when it is closed. */
export const selectComposeRequest = (s: Snapshot) => s.context.request
/** Changes with every `compose.open`: the host keys the dialog by it. */
export const selectComposeSerial = (s: Snapshot) => s.context.serial
