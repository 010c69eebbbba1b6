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
