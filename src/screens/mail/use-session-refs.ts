import { SessionContext } from '@/hooks/session-context'
import type { ComposeRequestRef } from '@/machines/mail/compose-request.machine'
import type { UnreadRef } from '@/machines/mail/mail.types'

/**
 * The session's always-on mail actors, found by systemId in the session's actor system: mail polling
 * ('mailPoll', the unread count behind the badge) and the compose channel ('compose'). Undefined while
 * signed out (or before the session spawns them): callers then simply do not send.
 */
function useSystemActor<T>(systemId: string): T | undefined {
  const session = SessionContext.useActorRef()
  // Re-read on every session snapshot: the children are spawned on sign-in and stopped on sign-out.
  return SessionContext.useSelector(() => session.system.get(systemId) as T | undefined)
}

export const useMailPollRef = () => useSystemActor<UnreadRef>('mailPoll')
export const useComposeRef = () => useSystemActor<ComposeRequestRef>('compose')
