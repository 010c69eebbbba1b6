import { useSyncExternalStore } from 'react'

/** True while the window is narrower than `breakpoint` px (the table's mobile layout). */
export function useNarrow(breakpoint: number): boolean {
  const query = `(max-width: ${breakpoint - 0.02}px)`
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener?.('change', notify)
      window.addEventListener('resize', notify)
      return () => {
        list.removeEventListener?.('change', notify)
        window.removeEventListener('resize', notify)
      }
    },
    () =>
      typeof window !== 'undefined' && window.matchMedia
        ? window.matchMedia(query).matches || window.innerWidth < breakpoint
        : false,
    () => false,
  )
}
