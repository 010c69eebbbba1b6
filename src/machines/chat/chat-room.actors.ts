import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/chat'
import type { ChatUser, LoadedChat } from '@/api/chat'
export { realtimeChatEvents as realtimeEvents } from './chat-realtime.actors'

/** One conversation's calls (spec 2 §7 Chats; sending and reading go over the realtime channel). */
export const loadChat = fromPromise<LoadedChat, { chatID: number }>(({ input, signal }) =>
  api.getChat(input.chatID, { signal }),
)

/** The screen shows its own text for a failed send: no generic 'Ошибка!' on top. */
export const sendMessage = fromPromise<void, { text: string; chatID: number; citationID: number | null }>(
  ({ input, signal }) => api.sendMessage(input, { signal, silent: true }),
)

/** Telling the server the chat is read never fails the room. */
export const markRead = fromPromise<void, { chatID: number; messageID: number }>(async ({ input, signal }) => {
  if (input.chatID && input.messageID)
    await api.readMessage(input.chatID, input.messageID, { signal }).catch(() => undefined)
})

export const loadInfo = fromPromise<{ users: ChatUser[]; isAdmin: boolean }, { chatID: number }>(
  async ({ input, signal }) => {
    const answer = await api.getUsersChat(input.chatID, { signal })
    return { users: answer.users, isAdmin: answer.isAdmin }
  },
)

export const deleteChat = fromPromise<void, { chatID: number }>(({ input, signal }) =>
  api.deleteChat(input.chatID, { signal, silent: true }),
)
