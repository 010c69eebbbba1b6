import type { SnapshotFrom } from 'xstate'
import type { sessionMachine } from './session.machine'

type Snapshot = SnapshotFrom<typeof sessionMachine>

export const selectIsSignedIn = (s: Snapshot) => s.matches('signedIn')
export const selectIsResolving = (s: Snapshot) => s.matches('booting') || s.matches('loading')
export const selectIsOffline = (s: Snapshot) => s.matches('offline')
export const selectUser = (s: Snapshot) => s.context.user
export const selectInit = (s: Snapshot) => s.context.init
export const selectFeed = (s: Snapshot) => s.context.feed
export const selectIsConfirmingLogout = (s: Snapshot) => s.matches({ signedIn: 'confirmingLogout' })
export const selectNotice = (s: Snapshot) => s.context.notice
export const selectRoles = (s: Snapshot) => s.context.user?.roles ?? []
/** Why the session is offline: 'network' (no answer) or 'server' (a failed or malformed answer). */
export const selectFailure = (s: Snapshot) => s.context.failure
