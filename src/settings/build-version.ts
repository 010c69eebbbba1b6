import { STORAGE_KEYS } from '@/lib/constants/shell'

declare const __BUILD__: { version: string; build: string; date: string }

/** The build stamp from vite.config.ts: version YYMMDD, build (commit), date yyyy-mm-dd. */
export const BUILD =
  typeof __BUILD__ === 'undefined' ? { version: '000000', build: 'test', date: '1970-01-01' } : __BUILD__

/** 'v' + YYMMDD, as the footer shows it. */
export const versionLabel = (version = BUILD.version) => `v${version}`

/**
 * Spec 1 §4 Version: if the stored build version differs from the new one, store it and reload.
 * A first visit (nothing stored) stores it without reloading. Returns true when it reloaded.
 */
export function checkBuildVersion(current: string, store: Storage, reload: () => void): boolean {
  const stored = store.getItem(STORAGE_KEYS.buildVersion)
  if (stored === current) return false
  store.setItem(STORAGE_KEYS.buildVersion, current)
  if (stored === null) return false
  reload()
  return true
}
