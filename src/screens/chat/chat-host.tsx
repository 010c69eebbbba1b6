import { useEffect } from 'react'
import { useActorRef } from '@xstate/react'
import { SessionContext } from '@/hooks/session-context'
import { selectUser } from '@/machines/session/session.selectors'
import { liveRealtimeConnectionMachine } from '@/machines/realtime/realtime-connection.actors'
import { selectRealtimeStatus } from '@/machines/realtime/realtime-connection.selectors'
import { liveChatListMachine } from '@/machines/chat/chat.actors'
import { selectUnreadTotal } from '@/machines/chat/chat-list.selectors'
import { realtimeDisabled } from '@/settings/theme'
import { unreadChatCount } from '@/settings/counters'
import { chatListActorRef, realtimeStatus } from '@/settings/chat-session'

/**
 * Mounted once for a signed-in user (src/app/shell-extensions.tsx): the realtime connection and the
 * chat list with its unread total. Renders nothing.
 */
export function ChatHost() {
  const user = SessionContext.useSelector(selectUser)
  if (!user) return null
  return <ChatHostFor key={user.userID} me={user.userID} />
}

function ChatHostFor({ me }: { me: number }) {
  // 'disableSignalR' = 'true' turns realtime off; changing it reloads the page (theme settings).
  const connection = useActorRef(liveRealtimeConnectionMachine, { input: { disabled: realtimeDisabled.peek() } })
  const list = useActorRef(liveChatListMachine, { input: { me } })
  useEffect(() => {
    const a = connection.subscribe((s) => {
      realtimeStatus.value = selectRealtimeStatus(s)
    })
    realtimeStatus.value = selectRealtimeStatus(connection.getSnapshot())
    return () => a.unsubscribe()
  }, [connection])
  useEffect(() => {
    chatListActorRef.value = list
    const b = list.subscribe((s) => {
      unreadChatCount.value = selectUnreadTotal(s)
    })
    return () => {
      b.unsubscribe()
      chatListActorRef.value = null
      unreadChatCount.value = 0
    }
  }, [list])
  return null
}
