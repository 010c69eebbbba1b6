import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { seedDatabase } from './seed'
import { replayJournal } from './lib/store'
import { clearPersistence, enablePersistence, flushJournal, readJournal } from './lib/persistence'
import { startRealtimeBridge } from './lib/realtime-hub'
import { getFaults, initFaultsFromLocation, setBaselineLatency, setFaults, type FaultSettings } from './lib/faults'

/** Starts the in-browser demo backend before the app mounts (demo hosts only; its own chunk). */
export async function startMockBackend(baseUrl: string): Promise<void> {
  enablePersistence()
  seedDatabase()
  replayJournal(await readJournal())
  initFaultsFromLocation()
  setBaselineLatency(120)
  await startRealtimeBridge(baseUrl)
  const worker = setupWorker(...handlers)
  await worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js`, options: { scope: baseUrl } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
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
