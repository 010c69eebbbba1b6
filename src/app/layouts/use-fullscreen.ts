import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange)
  return () => document.removeEventListener('fullscreenchange', onChange)
}

/** Whether the page is in fullscreen, and a toggle (ignored where the browser refuses it). */
export function useFullscreen(): [boolean, () => void] {
  const on = useSyncExternalStore(
    subscribe,
    () => !!document.fullscreenElement,
    () => false,
  )
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {})
    else void document.documentElement.requestFullscreen?.().catch(() => {})
  }
  return [on, toggle]
}
