/**
 * The static sign-in card skeleton in index.html (issue 19: first paint before the app's JS and the demo
 * backend have run). It lies over the page until React's own card is there, then goes. Its look is the
 * real card's (`.login-page`, `.login-card`) with its title and no other text; it is aria-hidden. The title is the
 * page's largest text, so its first paint is the page's largest contentful paint: the app's own card, painting
 * the same title later, does not move it (Lighthouse's LCP on a phone, issue 19).
 */
export const BOOT_SKELETON_ID = 'boot-skeleton'

/** The routes whose first screen is the sign-in card: the skeleton waits for it there. */
export const LOGIN_CARD_PATHS: ReadonlySet<string> = new Set(['/login', '/Authorize'])

export function removeBootSkeleton(): void {
  if (typeof document === 'undefined') return
  document.getElementById(BOOT_SKELETON_ID)?.remove()
}
