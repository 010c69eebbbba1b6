import { fromCallback, fromPromise, type EventObject } from 'xstate'
import * as v from 'valibot'
import * as api from '@/api/chat'
import { on } from '@/api/realtime'
import type { Chat, ChatUser, FoundAuthor, OnlineUser } from '@/api/chat'
import { chatListMachine } from './chat-list.machine'
import { chatRoomMachine, type LoadedChat } from './chat-room.machine'
import { chatCreateMachine, type CreateValues } from './chat-create.machine'
import { onlineUsersMachine } from './online-users.machine'

/**
 * The chat machines wired to the spec's calls (spec 2 §7 Chats, spec 1 §7) and to the realtime
 * channel. Realtime payloads are validated; a malformed one is dropped.
 */
export const realtimeChatEvents = fromCallback<EventObject, void>(({ sendBack }) => {
  const offMessage = on('NewMessage', (raw) => {
    const parsed = v.safeParse(api.newMessageEventSchema, raw)
    if (parsed.success) sendBack({ type: 'realtime.message', payload: parsed.output })
  })
  const offRead = on('ReadMessage', (raw) => {
    const parsed = v.safeParse(api.readMessageEventSchema, raw)
    if (parsed.success) sendBack({ type: 'realtime.read', payload: parsed.output })
  })
  return () => {
    offMessage()
    offRead()
  }
})

export const chatListActors = {
  checkAvailable: fromPromise<boolean>(({ signal }) => api.checkAvailable({ signal, silent: true })),
  listChats: fromPromise<Chat[]>(({ signal }) => api.listChats({ signal })),
  realtimeEvents: realtimeChatEvents,
}

export const chatRoomActors = {
  loadChat: fromPromise<LoadedChat, { chatID: number }>(({ input, signal }) => api.getChat(input.chatID, { signal })),
  // The screen shows its own text for a failed send: no generic 'Ошибка!' on top.
  sendMessage: fromPromise<void, { text: string; chatID: number; citationID: number | null }>(({ input, signal }) => api.sendMessage(input, { signal, silent: true })),
  markRead: fromPromise<void, { chatID: number; messageID: number }>(async ({ input }) => {
    if (input.chatID && input.messageID) await api.readMessage(input.chatID, input.messageID).catch(() => undefined)
  }),
  loadInfo: fromPromise<{ users: ChatUser[]; isAdmin: boolean }, { chatID: number }>(async ({ input, signal }) => {
    const answer = await api.getUsersChat(input.chatID, { signal })
    return { users: answer.users, isAdmin: answer.isAdmin }
  }),
  deleteChat: fromPromise<void, { chatID: number }>(({ input, signal }) => api.deleteChat(input.chatID, { signal, silent: true })),
  realtimeEvents: realtimeChatEvents,
}

export const chatCreateActors = {
  findAuthors: fromPromise<FoundAuthor[], { text: string }>(({ input, signal }) => api.findAuthors(input.text, { signal, silent: true })),
  createChat: fromPromise<void, CreateValues & { chatUsers: { userID: number }[] }>(({ input, signal }) =>
    api.createChat({ name: input.name, description: input.description, channel: input.channel, chatUsers: input.chatUsers }, { signal, silent: true }),
  ),
}

export const onlineUsersActors = {
  loadOnline: fromPromise<OnlineUser[]>(({ signal }) => api.usersOnline({ signal })),
}

export const liveChatListMachine = chatListMachine.provide({ actors: chatListActors })
export const liveChatRoomMachine = chatRoomMachine.provide({ actors: chatRoomActors })
export const liveChatCreateMachine = chatCreateMachine.provide({ actors: chatCreateActors })
export const liveOnlineUsersMachine = onlineUsersMachine.provide({ actors: onlineUsersActors })
