import { signal } from '@preact/signals-react'

/** Small global values the shell shows as badges; each area's machine writes its own. */
export const unreadMailCount = signal(0)
export const unreadChatCount = signal(0)
export const pendingReviewCount = signal(0)
export const feedHasNew = signal(false)
