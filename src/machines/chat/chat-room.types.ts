import type { Chat, ChatMessage, ChatUser, NewMessageEvent, ReadMessageEvent } from '@/api/chat'

/** The chat room machine's context and events (chat-room.machine.ts). */
export type DraftError = 'tooLong' | 'sendFailed' | null
export interface ChatRoomContext {
  me: number
  chatID: number | null
  chat: Chat | null
  messages: ChatMessage[]
  draft: string
  draftError: DraftError
  quote: ChatMessage | null
  highlightID: number | null
  nearBottom: boolean
  newBelow: number
  /** The first message unread when the chat opened (the 'new messages' divider sits above it). */
  firstUnreadID: number | null
  infoUsers: ChatUser[]
  infoIsAdmin: boolean
  infoError: 'load' | 'delete' | null
}

export type ChatRoomEvent =
  | { type: 'chat.open'; chatID: number }
  | { type: 'chat.close' }
  | { type: 'chat.retry' }
  | { type: 'realtime.messages'; payloads: NewMessageEvent[] }
  | { type: 'realtime.read'; payload: ReadMessageEvent }
  | { type: 'draft.change'; text: string }
  | { type: 'message.send' }
  | { type: 'quote.set'; messageID: number }
  | { type: 'quote.clear' }
  | { type: 'quote.jump'; messageID: number }
  | { type: 'scroll.changed'; nearBottom: boolean }
  | { type: 'scroll.toBottom' }
  | { type: 'info.open' }
  | { type: 'info.close' }
  | { type: 'delete.request' }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'read.request' }
