import { signal } from '@preact/signals-react'
import { FEED_LAST_VIEW_KEY } from '@/machines/feed/feed.constants'

/**
 * When each user last looked at the feed (spec 2 §4 Feed: 'new' = newer than the last view time),
 * kept in local storage as {userID: ISO time}. The signal lets the feed dot follow a view at once.
 */
function readAll(): Record<string, string> {
  try {
    const parsed = JSON.parse(localStorage.getItem(FEED_LAST_VIEW_KEY) ?? '{}') as unknown
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

export const feedLastViews = signal<Record<string, string>>(readAll())

export function feedLastView(userID: number): string | null {
  const value = feedLastViews.value[String(userID)]
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null
}

export function markFeedViewed(userID: number, at: Date = new Date()): void {
  const next = { ...readAll(), [String(userID)]: at.toISOString() }
  try {
    localStorage.setItem(FEED_LAST_VIEW_KEY, JSON.stringify(next))
  } catch {
    // storage full or blocked: the flag still follows for this visit
  }
  feedLastViews.value = next
}
