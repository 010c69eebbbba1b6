/** Runtime configuration read from config.json next to index.html (spec 1 §7 GET /config.json). */
export interface AppConfig {
  api_address: string
  metrics_id: string
  /** Demo hosts: the mock backend runs in the browser and the login screen shows demo chips. */
  demo: boolean
  debug?: boolean
}

let current: AppConfig = { api_address: '/WebApp/api', metrics_id: '', demo: false }

export function getConfig(): AppConfig {
  return current
}

export function setConfig(next: Partial<AppConfig>): void {
  current = { ...current, ...next }
}

export async function loadConfig(baseUrl: string): Promise<AppConfig> {
  const response = await fetch(`${baseUrl}config.json`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`config.json: ${response.status}`)
  const raw = (await response.json()) as Partial<AppConfig>
  setConfig({ ...raw, demo: raw.demo === true, debug: raw.debug === true })
  return current
}

let backend: Promise<void> = Promise.resolve()
let backendStarted = true

/**
 * Demo hosts start the in-browser backend after the first paint (issue 19): calls wait for it here, so
 * the frame paints while the backend loads. Elsewhere the backend is the network and always ready.
 */
export function whenBackendReady(): Promise<void> {
  return backend
}

/** True once the backend answers (synchronous callers open their stream at once). */
export function isBackendReady(): boolean {
  return backendStarted
}

export function setBackendStart(start: Promise<void>): void {
  backendStarted = false
  backend = start.then(() => {
    backendStarted = true
  })
}
