import type { SnapshotFrom } from 'xstate'
import type { realtimeConnectionMachine } from './realtime-connection.machine'

type Snapshot = SnapshotFrom<typeof realtimeConnectionMachine>
export type RealtimeStatus = 'off' | 'connecting' | 'connected' | 'reconnecting'

/** connecting: the first attempt; reconnecting: waiting to retry, or any attempt after a loss. */
export function selectRealtimeStatus(snapshot: Snapshot): RealtimeStatus {
  if (snapshot.matches('off')) return 'off'
  if (snapshot.hasTag('connected')) return 'connected'
  if (snapshot.hasTag('reconnecting')) return 'reconnecting'
  if (snapshot.matches('starting')) return 'connecting'
  return snapshot.context.attempts > 0 ? 'reconnecting' : 'connecting'
}
