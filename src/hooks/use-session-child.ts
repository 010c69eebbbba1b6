import { SessionContext } from '@/hooks/session-context'
import { selectChild, type SessionChildID, type SessionChildren } from '@/machines/session/session.selectors'

/**
 * One of the always-on actors the session runs while signed in (chatList, realtime, mailPoll,
 * pendingReviews, feedFlags, compose), or undefined while signed out. The ref is stable for the session;
 * read it with `useSelector(ref, selectX)` and send it events.
 */
export function useSessionChild<K extends SessionChildID>(id: K): SessionChildren[K] | undefined {
  return SessionContext.useSelector(selectChild(id))
}
