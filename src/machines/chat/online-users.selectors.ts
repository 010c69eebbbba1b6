import type { SnapshotFrom } from 'xstate'
import type { onlineUsersMachine } from './online-users.machine'

type Snapshot = SnapshotFrom<typeof onlineUsersMachine>

export const selectOnlineUsers = (s: Snapshot) => s.context.users
export const selectOnlineLoading = (s: Snapshot) => s.hasTag('busy')
export const selectOnlineFailed = (s: Snapshot) => s.matches('failed')
