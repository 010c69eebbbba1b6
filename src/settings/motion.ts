import { animationsDisabled } from './theme'

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

const reducedMotionMedia = () =>
  typeof window === 'undefined' ? undefined : (window.matchMedia?.(REDUCED_MOTION_QUERY) ?? undefined)

/** The system asks for reduced motion (the OS or browser setting). */
export function prefersReducedMotion(): boolean {
  return !!reducedMotionMedia()?.matches
}

/** Calls `onChange` when the system preference changes; returns the unsubscribe (for useSyncExternalStore). */
export function subscribeReducedMotion(onChange: () => void): () => void {
  const media = reducedMotionMedia()
  media?.addEventListener?.('change', onChange)
  return () => media?.removeEventListener?.('change', onChange)
}

/**
 * Overlays (PrimeReact's dialogs, dropdowns, toasts) open and close without their zoom and fade when the
 * user turned animations off or the system asks for reduced motion.
 */
export const overlayMotionWanted = (reducedMotion: boolean) => !animationsDisabled.value && !reducedMotion
