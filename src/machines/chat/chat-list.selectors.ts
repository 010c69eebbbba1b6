import type { SnapshotFrom } from 'xstate'
import type { Chat } from '@/api/chat'
import type { chatListMachine } from './chat-list.machine'

type Snapshot = SnapshotFrom<typeof chatListMachine>

export const selectChats = (s: Snapshot) => s.context.chats
export const selectUnreadTotal = (s: Snapshot) => s.context.chats.reduce((sum, c) => sum + c.unreadMessagesCount, 0)
export const selectListStatus = (s: Snapshot): 'loading' | 'ready' | 'unavailable' | 'failed' =>
  s.matches('ready') ? 'ready' : s.matches('unavailable') ? 'unavailable' : s.matches('failed') ? 'failed' : 'loading'

/** The chat list filter matches names containing the text (spec 2 §2.2), case-insensitively. */
export function filterChats(chats: Chat[], text: string): Chat[] {
  const needle = text.trim().toLocaleLowerCase('ru')
  return needle ? chats.filter((c) => c.name.toLocaleLowerCase('ru').includes(needle)) : chats
}
