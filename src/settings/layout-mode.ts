import { signal } from '@preact/signals-react'

/**
 * Locally persisted shell modes (spec 1 §2 drawer footer, §4 Modes): the 'School X' and 'New layout'
 * switches (both reload the page when changed) and the beta flag (local key 'beta' = '1').
 */
export const SCHOOL_X_MODE_KEY = 'schoolX'
export const NEW_LAYOUT_KEY = 'newLayout'
export const BETA_KEY = 'beta'

function stored(key: string, on: string): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(key) === on
}

export const schoolXMode = signal(stored(SCHOOL_X_MODE_KEY, 'true'))
export const newLayoutMode = signal(stored(NEW_LAYOUT_KEY, 'true'))
export const betaMode = signal(stored(BETA_KEY, '1'))

/** Stores a switch and reloads the page, as the spec says both switches do. */
export function switchModeAndReload(
  key: typeof SCHOOL_X_MODE_KEY | typeof NEW_LAYOUT_KEY,
  on: boolean,
  reload: () => void = () => location.reload(),
): void {
  localStorage.setItem(key, String(on))
  reload()
}
