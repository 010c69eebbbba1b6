import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { area as core } from './areas/core'
import { bootAreasInSteps } from './lib/areas'
import { nextTask } from './lib/steps'
import { clearPersistence, enablePersistence, flushJournal, readJournal } from './lib/persistence'
import { startRealtimeBridge } from './lib/realtime-hub'
import { getFaults, initFaultsFromLocation, setBaselineLatency, setFaults, type FaultSettings } from './lib/faults'

const WORKER_FILE = 'mockServiceWorker.js'
/** How long an uncontrolled page waits for the registered worker to claim it before reloading. */
const CLAIM_TIMEOUT_MS = 3_000

/** A promise that never settles: the app must not boot while a reload is pending. */
const never = () => new Promise<never>(() => {})

function isOurWorker(registration: ServiceWorkerRegistration, scriptUrl: string): boolean {
  return [registration.active, registration.waiting, registration.installing].some((w) => w?.scriptURL === scriptUrl)
}

function whenControlled(timeoutMs: number): Promise<boolean> {
  if (navigator.serviceWorker.controller) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(Boolean(navigator.serviceWorker.controller)), timeoutMs)
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer)
        resolve(true)
      },
      { once: true },
    )
  })
}

/**
 * A page loaded without a controller while our worker is registered (a hard reload, Ctrl+Shift+R):
 * msw's start() would call `location.reload()` and carry on booting, so the app ran unmocked
 * (`GET /api/tokenauth` answered by index.html) while the reload raced the next navigation. Instead
 * ask the worker to claim this page (patched mockServiceWorker.js, message 'CLAIM_CLIENT'); only if
 * that fails, reload — and never resolve, so nothing boots while the reload is pending.
 */
async function ensureControlled(scriptUrl: string, scope: string): Promise<void> {
  if (navigator.serviceWorker.controller) return
  const registration = (await navigator.serviceWorker.getRegistrations()).find((r) => isOurWorker(r, scriptUrl))
  if (!registration) return // first visit: worker.start() registers it and it claims the page on activation
  const worker = registration.active ?? registration.waiting ?? registration.installing
  worker?.postMessage('CLAIM_CLIENT')
  if (await whenControlled(CLAIM_TIMEOUT_MS)) return
  console.warn(`demo: the mock worker for ${scope} did not take this page; reloading`)
  location.reload()
  return never()
}

/**
 * msw's start() calls `registration.update()` without handling its promise: when the worker script
 * cannot be fetched at that moment (a reload in flight, a busy server) the page got the unhandled
 * «Failed to update a ServiceWorker … mockServiceWorker.js: Not found» (mswjs/msw#2006). The
 * registered worker keeps working, so a failed update is only worth a warning.
 */
async function withQuietUpdate<T>(run: () => Promise<T>): Promise<T> {
  const proto = ServiceWorkerRegistration.prototype
  const update = proto.update
  proto.update = function quietUpdate(this: ServiceWorkerRegistration) {
    return update.call(this).catch((error: unknown) => {
      console.warn('demo: mock worker update skipped', error)
      return this
    }) as ReturnType<typeof update>
  }
  try {
    return await run()
  } finally {
    proto.update = update
  }
}

/**
 * Starts the in-browser demo backend before the app mounts (demo hosts only; its own chunk).
 * Resolves only once the mock worker controls this page and answers for it; never resolves when the
 * page has to reload first.
 */
export async function startMockBackend(baseUrl: string): Promise<void> {
  const scriptUrl = new URL(`${baseUrl}${WORKER_FILE}`, location.href).href
  performance.mark('demo:start')
  await ensureControlled(scriptUrl, baseUrl)
  performance.mark('demo:controlled')
  enablePersistence()
  const journal = await readJournal()
  performance.mark('demo:journal-read')
  // Only the core is seeded now (and given its journaled writes), in steps that are tasks of their own, so the
  // page paints and answers input meanwhile; every other area seeds and replays its own on its first request
  // (src/mocks/areas/registry.ts, lib/areas.ts): `demo:area:<name>` marks.
  await bootAreasInSteps(core, journal, nextTask)
  performance.mark('demo:seeded')
  initFaultsFromLocation()
  setBaselineLatency(120)
  await startRealtimeBridge(baseUrl)
  performance.mark('demo:bridged')
  // Every area's handler answers only after its writes are committed to the journal (issue 13 item 3):
  // the areas wrap them (committingWrites) as they load.
  const worker = setupWorker(...handlers)
  await withQuietUpdate(() =>
    worker.start({
      serviceWorker: { url: `${baseUrl}${WORKER_FILE}`, options: { scope: baseUrl } },
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  )
  // On a first visit the worker claims the page while it activates; wait for that before booting.
  if (!(await whenControlled(CLAIM_TIMEOUT_MS))) {
    location.reload()
    return never()
  }
  performance.mark('demo:ready')
}

/** The demo panel's controls. */
export const demoControls = {
  getFaults,
  setFaults: (f: FaultSettings) => setFaults(f),
  async resetData() {
    await flushJournal()
    await clearPersistence()
  },
}
export type DemoControls = typeof demoControls
