import { assign, setup } from 'xstate'
import type { Chat, NewMessageEvent } from '@/api/chat'
import { checkAvailable, listChats, realtimeEvents } from './chat-list.actors'

/**
 * The signed-in user's conversations, alive for the whole session: the session actor spawns it while
 * signed in (systemId 'chatList', input `{ me: userID }`; nothing else is needed to run it), so the
 * unread total (selectUnreadTotal) reaches the toolbar and bottom navigation on every screen and the
 * chat screen reads the list through the session's system.
 * CheckAvailable → ListChats (spec 1 §7). Realtime NewMessage events keep the list current
 * (spec 2 §4 Chat): a message for a chat other than the open one raises its unread count; opening a
 * chat zeroes it; an event for an unknown chat creates its entry; a duplicate message id is ignored.
 */
export interface ChatListContext {
  me: number
  chats: Chat[]
  openChatID: number | null
}
export type ChatListEvent =
  | { type: 'realtime.messages'; payloads: NewMessageEvent[] }
  | { type: 'realtime.read'; payload: { chatID: number; userID: number; messageID: number } }
  | { type: 'room.opened'; chatID: number }
  | { type: 'room.closed' }
  | { type: 'chat.deleted'; chatID: number }
  | { type: 'chats.reload' }

/** The list after a new message: last message, unread count, the chat moved to the top. */
export function applyNewMessage(context: ChatListContext, payload: NewMessageEvent): Chat[] | null {
  const { chatID, message } = payload
  const index = context.chats.findIndex((c) => c.chatID === chatID)
  const own = message.userID === context.me
  const counts = !own && context.openChatID !== chatID
  if (index < 0) {
    if (!payload.chat) return null
    const created: Chat = {
      ...payload.chat,
      users: [],
      lastMessage: { message: message.text, userID: message.userID, messageID: message.messageID },
      unreadMessagesCount: counts ? 1 : 0,
    }
    return [created, ...context.chats]
  }
  const chat = context.chats[index]
  if ((chat.lastMessage?.messageID ?? 0) >= message.messageID) return null // duplicate (or older)
  const updated: Chat = {
    ...chat,
    lastMessage: { message: message.text, userID: message.userID, messageID: message.messageID },
    unreadMessagesCount: counts ? chat.unreadMessagesCount + 1 : chat.unreadMessagesCount,
  }
  return [updated, ...context.chats.slice(0, index), ...context.chats.slice(index + 1)]
}

export const chatListMachine = setup({
  types: {
    context: {} as ChatListContext,
    events: {} as ChatListEvent,
    input: {} as { me: number },
  },
  actors: { checkAvailable, listChats, realtimeEvents },
  actions: {
    zeroUnread: assign({
      openChatID: (_, params: { chatID: number }) => params.chatID,
      chats: ({ context }, params: { chatID: number }) =>
        context.chats.map((c) =>
          c.chatID === params.chatID && c.unreadMessagesCount ? { ...c, unreadMessagesCount: 0 } : c,
        ),
    }),
  },
}).createMachine({
  id: 'chatList',
  context: ({ input }) => ({ me: input.me, chats: [], openChatID: null }),
  invoke: { id: 'realtimeEvents', src: 'realtimeEvents' },
  initial: 'checking',
  on: {
    // What arrived within a frame (chat-realtime.actors.ts): applied one after another, one context update.
    'realtime.messages': {
      actions: assign(({ context, event }) => {
        let chats: Chat[] | null = null
        for (const payload of event.payloads)
          chats = applyNewMessage({ ...context, chats: chats ?? context.chats }, payload) ?? chats
        return chats ? { chats } : {}
      }),
    },
    'room.opened': { actions: { type: 'zeroUnread', params: ({ event }) => ({ chatID: event.chatID }) } },
    'room.closed': { actions: assign({ openChatID: null }) },
    'chat.deleted': {
      actions: assign({ chats: ({ context, event }) => context.chats.filter((c) => c.chatID !== event.chatID) }),
    },
  },
  states: {
    checking: {
      invoke: {
        id: 'checkAvailable',
        src: 'checkAvailable',
        onDone: [{ guard: ({ event }) => event.output, target: 'loading' }, { target: 'unavailable' }],
        onError: 'failed',
      },
    },
    unavailable: {},
    loading: {
      invoke: {
        id: 'listChats',
        src: 'listChats',
        onDone: {
          target: 'ready',
          actions: assign({
            chats: ({ context, event }) =>
              event.output
                .filter((c) => !c.isDelete)
                .map((c) => (c.chatID === context.openChatID ? { ...c, unreadMessagesCount: 0 } : c)),
          }),
        },
        onError: 'failed',
      },
    },
    failed: { on: { 'chats.reload': 'checking' } },
    ready: { on: { 'chats.reload': 'loading' } },
  },
})
