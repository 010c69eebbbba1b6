import { useSelector } from '@xstate/react'
import { selectUnreadTotal } from '@/machines/chat/chat-list.selectors'
import { selectUnreadMail } from '@/machines/mail/mail-poll.selectors'
import { selectPendingCount } from '@/machines/review/pending-reviews.selectors'
import { selectFeedHasNew } from '@/machines/feed/feed-flags.selectors'
import { useSessionChild } from './use-session-child'

/** The shell's badges, each a selector over one of the session's always-on actors (0 / false when signed out). */
export function useUnreadMailCount(): number {
  return useSelector(useSessionChild('mailPoll'), (s) => (s ? selectUnreadMail(s) : 0))
}

export function useUnreadChatCount(): number {
  return useSelector(useSessionChild('chatList'), (s) => (s ? selectUnreadTotal(s) : 0))
}

export function usePendingReviewCount(): number {
  return useSelector(useSessionChild('pendingReviews'), (s) => (s ? selectPendingCount(s) : 0))
}

export function useFeedHasNew(): boolean {
  return useSelector(useSessionChild('feedFlags'), (s) => (s ? selectFeedHasNew(s) : false))
}
