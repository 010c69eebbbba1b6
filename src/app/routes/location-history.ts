/**
 * In-app locations, recorded by the route frame after each navigation: the current one and the one
 * before. A screen asking where the user came from gets the right answer whether it renders before the
 * frame records its path or after (a lazily loaded screen renders again once its code arrives).
 */
let current: string | null = null
let previous: string | null = null

export function recordLocation(path: string): void {
  if (path === current) return
  previous = current
  current = path
}

/** Where the user was before `here` (in-app, else the same-origin referrer's path under the base). */
export function cameFrom(here: string, base = '/WebApp'): string | null {
  if (current !== null && current !== here) return current
  if (current === here && previous !== null) return previous
  if (typeof document === 'undefined' || !document.referrer) return null
  try {
    const referrer = new URL(document.referrer)
    if (referrer.origin !== location.origin || !referrer.pathname.startsWith(base)) return null
    const path = referrer.pathname.slice(base.length) || '/'
    return path === here ? null : path
  } catch {
    return null
  }
}

/** For tests. */
export function resetLocationHistory(): void {
  current = null
  previous = null
}
