/**
 * The last in-app location, recorded by the route frame after each navigation. A screen rendering for
 * a new path reads it before the frame records the new one, so it is where the user came from.
 */
let last: string | null = null

export function recordLocation(path: string): void {
  last = path
}

/** Where the user was before `current` (in-app, else the same-origin referrer's path under the base). */
export function cameFrom(current: string, base = '/WebApp'): string | null {
  if (last !== null && last !== current) return last
  if (typeof document === 'undefined' || !document.referrer) return null
  try {
    const referrer = new URL(document.referrer)
    if (referrer.origin !== location.origin || !referrer.pathname.startsWith(base)) return null
    const path = referrer.pathname.slice(base.length) || '/'
    return path === current ? null : path
  } catch {
    return null
  }
}

/** For tests. */
export function resetLocationHistory(): void {
  last = null
}
