import type { ChatMessage } from '@/api/chat'

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

/** The list with the message in id order, or null when its id is already there. */
export function insertMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] | null {
  const last = messages[messages.length - 1]
  if (!last || message.messageID > last.messageID) return [...messages, message]
  if (indexOfMessage(messages, message.messageID) >= 0) return null // duplicate id
  const next = [...messages, message]
  next.sort((a, b) => a.messageID - b.messageID)
  return next
}
