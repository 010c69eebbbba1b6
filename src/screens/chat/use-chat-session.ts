import type { ActorRefFrom, AnyActorRef } from 'xstate'
import { SessionContext } from '@/hooks/session-context'
import type { chatListMachine } from '@/machines/chat/chat-list.machine'
import type { realtimeConnectionMachine } from '@/machines/realtime/realtime-connection.machine'

export type ChatListRef = ActorRefFrom<typeof chatListMachine>
export type RealtimeRef = ActorRefFrom<typeof realtimeConnectionMachine>

/**
 * The session's always-on children the chat screens read (spawned by the session actor while signed
 * in): the chat list ('chatList') and the realtime connection ('realtime'). Re-read on every session
 * snapshot, so a child spawned (or stopped) later is picked up; undefined while the session has none.
 */
function useSessionChild<T extends AnyActorRef>(systemId: string): T | undefined {
  const session = SessionContext.useActorRef()
  return SessionContext.useSelector(() => session.system.get(systemId) as T | undefined)
}

export const useChatList = () => useSessionChild<ChatListRef>('chatList')
export const useRealtime = () => useSessionChild<RealtimeRef>('realtime')
