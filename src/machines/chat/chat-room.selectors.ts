import type { SnapshotFrom } from 'xstate'
import type { chatRoomMachine } from './chat-room.machine'

type Snapshot = SnapshotFrom<typeof chatRoomMachine>

export const selectRoomStatus = (s: Snapshot): 'idle' | 'loading' | 'failed' | 'open' =>
  s.matches('open') ? 'open' : s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'idle'
export const selectChat = (s: Snapshot) => s.context.chat
export const selectMessages = (s: Snapshot) => s.context.messages
export const selectUsers = (s: Snapshot) => s.context.chat?.users
export const selectDraft = (s: Snapshot) => s.context.draft
export const selectDraftError = (s: Snapshot) => s.context.draftError
export const selectQuote = (s: Snapshot) => s.context.quote
export const selectHighlightID = (s: Snapshot) => s.context.highlightID
export const selectNewBelow = (s: Snapshot) => s.context.newBelow
export const selectNearBottom = (s: Snapshot) => s.context.nearBottom
export const selectFirstUnreadID = (s: Snapshot) => s.context.firstUnreadID
export const selectFormShown = (s: Snapshot) => s.hasTag('formShown')
export const selectSending = (s: Snapshot) => s.hasTag('sending')
export const selectCanWrite = (s: Snapshot) => Boolean(s.context.chat?.allowWrite)
export const selectInfoOpen = (s: Snapshot) => s.hasTag('infoOpen')
export const selectInfoLoading = (s: Snapshot) => s.matches({ open: { info: 'loading' } })
export const selectConfirmingDelete = (s: Snapshot) => s.hasTag('confirmingDelete')
export const selectDeleting = (s: Snapshot) => s.hasTag('deleting')
export const selectInfoUsers = (s: Snapshot) => s.context.infoUsers
export const selectInfoIsAdmin = (s: Snapshot) => s.context.infoIsAdmin
export const selectInfoError = (s: Snapshot) => s.context.infoError

/**
 * The highest message id every other member has read up to is not needed: an own message is marked
 * unread while NO other member has read it (the largest lastReadedMessageID among the others).
 */
export function selectOthersRead(s: Snapshot): number {
  let max = 0
  for (const u of s.context.chat?.users ?? [])
    if (u.userID !== s.context.me && u.lastReadedMessageID > max) max = u.lastReadedMessageID
  return max
}
