import type { Chat, ChatMessage, NewMessageEvent } from '@/api/chat'

export const ME = 1
export const OTHER = 2

export function message(id: number, userID = OTHER, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    messageID: id,
    chatID: 10,
    text: `m${id}`,
    userID,
    citationID: 0,
    citationCount: 0,
    date: '2026-11-20T09:00:00.000Z',
    ...extra,
  }
}

export function chat(extra: Partial<Chat> = {}): Chat {
  return {
    chatID: 10,
    name: 'Тестовая беседа',
    description: '',
    isDelete: false,
    unreadMessagesCount: 0,
    lastMessage: null,
    isChannel: false,
    allowWrite: true,
    isAdmin: false,
    date: '2026-01-01T00:00:00.000Z',
    users: [
      { userID: ME, name: 'Я', photo: '', isAdmin: false, isModer: false, lastReadedMessageID: 3 },
      { userID: OTHER, name: 'Другой', photo: '', isAdmin: true, isModer: false, lastReadedMessageID: 5 },
    ],
    ...extra,
  }
}

export const history = () => [message(1), message(2, ME), message(3), message(4), message(5)]

export function incoming(id: number, userID = OTHER, chatID = 10, extra: Partial<ChatMessage> = {}): NewMessageEvent {
  return { chatID, message: message(id, userID, { chatID, ...extra }) }
}
