import type { Chat, ChatMessage, NewMessageEvent } from '@/api/chat'

/** Index of a message by id in an id-ordered list (binary search), or -1. */
export function indexOfMessage(messages: ChatMessage[], messageID: number): number {
  let lo = 0
  let hi = messages.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const id = messages[mid].messageID
    if (id === messageID) return mid
    if (id < messageID) lo = mid + 1
    else hi = mid - 1
  }
  return -1
}

/** What a batch of realtime messages changes in the open room (applyIncoming). */
export interface IncomingResult {
  messages: ChatMessage[]
  chat: Chat | null
  /** Messages counted for the down arrow (others' messages while the list is far from the bottom). */
  below: number
  /** An own message, or any message while near the bottom: the chat is read to its end and scrolled there. */
  toBottom: boolean
}

/**
 * A batch of NewMessage events applied as if one after another, with ONE copy of the message list:
 * events for another chat and ids already present are skipped; each new message is placed in id order,
 * raises the citation count of the message it quotes (when that one is in the list by then) and moves
 * its sender's read mark up to it. Null when nothing is new.
 */
export function applyIncoming(
  state: { chatID: number | null; me: number; nearBottom: boolean; messages: ChatMessage[]; chat: Chat | null },
  events: NewMessageEvent[],
): IncomingResult | null {
  let messages: ChatMessage[] | null = null
  const readUpTo = new Map<number, number>()
  let below = 0
  let toBottom = false
  for (const { chatID, message } of events) {
    if (chatID !== state.chatID) continue
    const list: ChatMessage[] = messages ?? state.messages
    const last = list[list.length - 1]
    let at: number
    if (!last || message.messageID > last.messageID) at = list.length
    else if (indexOfMessage(list, message.messageID) >= 0)
      continue // duplicate id
    else at = insertionIndex(list, message.messageID)
    if (!messages) messages = state.messages.slice() // the one copy of the batch
    if (at === messages.length) messages.push(message)
    else messages.splice(at, 0, message)
    if (message.citationID) {
      const quoted = indexOfMessage(messages, message.citationID)
      if (quoted >= 0) messages[quoted] = { ...messages[quoted], citationCount: messages[quoted].citationCount + 1 }
    }
    readUpTo.set(message.userID, Math.max(readUpTo.get(message.userID) ?? 0, message.messageID))
    if (message.userID === state.me || state.nearBottom) toBottom = true
    else below++
  }
  if (!messages) return null
  const chat = state.chat && {
    ...state.chat,
    users: state.chat.users.map((u) => {
      const upTo = readUpTo.get(u.userID) ?? 0
      return u.lastReadedMessageID < upTo ? { ...u, lastReadedMessageID: upTo } : u
    }),
  }
  return { messages, chat, below, toBottom }
}

/** Whether a batch (applyIncoming) scrolls the room to its end and marks it read. */
export function incomingScrolls(
  state: { chatID: number | null; me: number; nearBottom: boolean; messages: ChatMessage[] },
  events: NewMessageEvent[],
): boolean {
  const seen = new Set<number>()
  for (const { chatID, message } of events) {
    if (chatID !== state.chatID || seen.has(message.messageID)) continue
    seen.add(message.messageID)
    if (indexOfMessage(state.messages, message.messageID) >= 0) continue
    if (message.userID === state.me || state.nearBottom) return true
  }
  return false
}

/** Where a message id not in the id-ordered list goes (the first index whose id is larger). */
function insertionIndex(messages: ChatMessage[], messageID: number): number {
  let lo = 0
  let hi = messages.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (messages[mid].messageID < messageID) lo = mid + 1
    else hi = mid
  }
  return lo
}
