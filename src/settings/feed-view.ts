import { signal } from '@preact/signals-react'

/**
 * When each user last looked at the feed (spec 2 §4 Feed: 'new' = newer than the last view time),
 * kept in local storage as {userID: ISO time}. The version signal lets the feed dot follow a view at once.
 */
/** Local storage key of the last view times. */
export const FEED_LAST_VIEW_KEY = 'feedLastView'

function readAll(): Record<string, string> {
  try {
    const parsed = JSON.parse(localStorage.getItem(FEED_LAST_VIEW_KEY) ?? '{}') as unknown
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** Bumped on every recorded view, so components reading feedLastView re-render (storage stays the truth). */
export const feedViewVersion = signal(0)

export function feedLastView(userID: number): string | null {
  void feedViewVersion.value
  const value = readAll()[String(userID)]
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null
}

export function markFeedViewed(userID: number, at: Date = new Date()): void {
  const next = { ...readAll(), [String(userID)]: at.toISOString() }
  try {
    localStorage.setItem(FEED_LAST_VIEW_KEY, JSON.stringify(next))
  } catch {
    // storage full or blocked: the view cannot be remembered; the feed still works
  }
  feedViewVersion.value++
}
