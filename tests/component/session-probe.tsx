import { afterEach } from 'vitest'
import { useSelector } from '@xstate/react'
import { useFeedHasNew, usePendingReviewCount, useUnreadChatCount, useUnreadMailCount } from '@/hooks/use-badges'
import { useSessionChild } from '@/hooks/use-session-child'
import { selectComposeRequest } from '@/machines/mail/compose-request.selectors'
import type { ComposeRequest } from '@/api/mail'
import type { SessionChildren } from '@/machines/session/session.selectors'

/**
 * What the session's always-on actors show, read through the same hooks the shell uses. Render
 * <SessionProbe/> inside the session provider (or append it to the signed-in extensions with vi.mock);
 * `probe` holds the latest values and the child refs (to send them events).
 */
export const probe = {
  unreadMail: 0,
  unreadChats: 0,
  pendingReviews: 0,
  feedHasNew: false,
  compose: null as ComposeRequest | null,
  children: {} as Partial<SessionChildren>,
}

export function resetProbe() {
  Object.assign(probe, {
    unreadMail: 0,
    unreadChats: 0,
    pendingReviews: 0,
    feedHasNew: false,
    compose: null,
    children: {},
  })
}

afterEach(resetProbe)

export function SessionProbe() {
  probe.unreadMail = useUnreadMailCount()
  probe.unreadChats = useUnreadChatCount()
  probe.pendingReviews = usePendingReviewCount()
  probe.feedHasNew = useFeedHasNew()
  const compose = useSessionChild('compose')
  probe.compose = useSelector(compose, (s) => (s ? selectComposeRequest(s) : null))
  probe.children = {
    compose,
    mailPoll: useSessionChild('mailPoll'),
    chatList: useSessionChild('chatList'),
    feedFlags: useSessionChild('feedFlags'),
    pendingReviews: useSessionChild('pendingReviews'),
    realtime: useSessionChild('realtime'),
  }
  return null
}

/** vi.mock factory: the real signed-in extensions plus the probe. */
export async function withProbe(importOriginal: () => Promise<unknown>) {
  const original = (await importOriginal()) as { signedInExtensions: unknown[] }
  return { signedInExtensions: [...original.signedInExtensions, SessionProbe] }
}
