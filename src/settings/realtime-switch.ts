import { STORAGE_KEYS } from '@/lib/constants/shell'

/**
 * 'disableSignalR' = 'true' turns realtime off (the theme settings' switch writes it and reloads the page).
 * Read here without the theme module, which pulls the PrimeReact theme stylesheets in.
 */
export function isRealtimeDisabled(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(STORAGE_KEYS.disableSignalR) === 'true'
  } catch {
    return false
  }
}
