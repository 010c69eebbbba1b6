import { setupServer } from 'msw/node'
import { handlers } from './handlers'
import { seedCore } from './seed'
import { db } from './db'
import { areaState } from './lib/area-state'
import { isSeeding, loadAreaNow } from './lib/areas'
import { setFaults } from './lib/faults'
import { clearPersistence } from './lib/persistence'

/**
 * msw/node server over the same handlers (the fault handler, then the area dispatcher; every area's module
 * is imported at once here) and seed, for component and machine tests.
 */
export const server = setupServer(...handlers)

/**
 * Whether the database may differ from a fresh seed: set by any call of a model's method (reads too: a test
 * may change a record it was handed) and by any request the server sees. Seeding takes 100–300 ms; most unit
 * and model tests never touch the backend, and reseeding before each of them was a third of vitest's time.
 */
let touched = true
let seededOn = ''
/**
 * The areas load as in the browser (issue 19): the core at every reset, an area on its first request — or
 * here, on the first call of one of its models' methods (a test reading or adding records), so a test
 * sees the seeded data wherever it looks first. Seeding only the areas a test touches saves most of the
 * reseed before each test.
 */
for (const [modelName, model] of Object.entries(db as unknown as Record<string, Record<string, unknown>>))
  for (const [name, method] of Object.entries(model))
    if (typeof method === 'function')
      model[name] = (...args: unknown[]) => {
        touched = true
        const area = isSeeding() ? undefined : areaState.ownerOf(modelName)
        if (area && !areaState.isLoaded(area)) loadAreaNow(area)
        return (method as (...a: unknown[]) => unknown).apply(model, args)
      }
server.events.on('request:start', () => {
  touched = true
})

/** Every test starts from the seed: reseeded unless nothing could have changed it since (nor the day). */
export async function resetMockBackend(): Promise<void> {
  setFaults({ latencyMs: 0, errorRate: 0, offline: false })
  await clearPersistence()
  const today = new Date().toDateString()
  if (!touched && seededOn === today) return
  seedCore()
  touched = false
  seededOn = today
}

export { db }
export { issueToken } from './lib/auth'
