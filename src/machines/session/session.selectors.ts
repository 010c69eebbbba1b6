import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { sessionMachine } from './session.machine'
import type { signedInActors } from './signed-in.actors'

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

/**
 * The always-on actors the session runs while signed in (undefined otherwise). Screens get them through
 * the hooks in src/hooks (useSessionChild, use-badges) and read their own narrow slices.
 */
export interface SessionChildren {
  chatList: ActorRefFrom<typeof signedInActors.chatList>
  realtime: ActorRefFrom<typeof signedInActors.realtime>
  mailPoll: ActorRefFrom<typeof signedInActors.mailPoll>
  pendingReviews: ActorRefFrom<typeof signedInActors.pendingReviews>
  feedFlags: ActorRefFrom<typeof signedInActors.feedFlags>
  compose: ActorRefFrom<typeof signedInActors.compose>
}
export type SessionChildID = keyof SessionChildren
export const selectChild =
  <K extends SessionChildID>(id: K) =>
  (s: Snapshot): SessionChildren[K] | undefined =>
    (s.children as Partial<Record<string, unknown>>)[id] as SessionChildren[K] | undefined
