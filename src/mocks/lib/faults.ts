import { delay, http, HttpResponse } from 'msw'

/**
 * Fault injection for demos and tests: added latency, an error rate, offline.
 * Set from the URL (?faults=latency:800,error:0.3,offline) or the demo panel; kept in sessionStorage.
 */
export interface FaultSettings {
  latencyMs: number
  errorRate: number
  offline: boolean
}

const STORAGE_KEY = 'demoFaults'
const NONE: FaultSettings = { latencyMs: 0, errorRate: 0, offline: false }
let current: FaultSettings = { ...NONE }
/** Baseline network delay of the demo so loading states are visible; zero under test. */
let baselineMs = 0

export function parseFaults(text: string | null): FaultSettings {
  const out = { ...NONE }
  if (!text) return out
  for (const part of text.split(',')) {
    const [key, value] = part.split(':')
    if (key === 'latency') out.latencyMs = Math.max(0, Number(value) || 0)
    if (key === 'error') out.errorRate = Math.min(1, Math.max(0, Number(value) || 0))
    if (key === 'offline') out.offline = true
  }
  return out
}

export function formatFaults(f: FaultSettings): string {
  return [
    f.latencyMs ? `latency:${f.latencyMs}` : '',
    f.errorRate ? `error:${f.errorRate}` : '',
    f.offline ? 'offline' : '',
  ]
    .filter(Boolean)
    .join(',')
}

export function getFaults(): FaultSettings {
  return current
}

export function setFaults(next: FaultSettings): void {
  current = { ...next }
  if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(STORAGE_KEY, formatFaults(current))
}

/**
 * The demo's own setting (local key 'demoBaselineLatency', milliseconds): a test run sets 0 so its journeys
 * do not wait the demo's baseline delay on every call; `?faults=latency:N` still adds delay on top.
 */
export const BASELINE_LATENCY_KEY = 'demoBaselineLatency'

export function setBaselineLatency(ms: number): void {
  const chosen = typeof localStorage !== 'undefined' ? localStorage.getItem(BASELINE_LATENCY_KEY) : null
  baselineMs = chosen !== null && Number.isFinite(Number(chosen)) ? Math.max(0, Number(chosen)) : ms
}

/** Reads ?faults= first, then what this tab chose before. */
export function initFaultsFromLocation(): void {
  const fromUrl = new URLSearchParams(location.search).get('faults')
  const stored = typeof sessionStorage !== 'undefined' ? sessionStorage.getItem(STORAGE_KEY) : null
  setFaults(parseFaults(fromUrl ?? stored))
}

/** Goes first in the handler list; falls through (returns nothing) when no fault applies. */
export const faultHandler = http.all(/\/api\//, async ({ request }) => {
  const url = new URL(request.url)
  if (url.pathname.includes('/api/demo/')) return undefined
  const wait = baselineMs + current.latencyMs
  if (wait > 0 && !url.pathname.endsWith('/notifications')) await delay(wait)
  if (current.offline) return HttpResponse.error()
  if (current.errorRate > 0 && Math.random() < current.errorRate) {
    return HttpResponse.json({ state: -1, msg: 'Внутренняя ошибка сервера (имитация сбоя)' }, { status: 500 })
  }
  return undefined
})
