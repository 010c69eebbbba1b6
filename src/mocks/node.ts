import { setupServer } from 'msw/node'
import { handlers } from './handlers'
import { seedDatabase } from './seed'
import { setFaults } from './lib/faults'
import { clearPersistence } from './lib/persistence'
import { committingWrites } from './lib/store'

/** msw/node server over the same handlers (wrapped as the demo worker wraps them) and seed, for component and machine tests. */
export const server = setupServer(...handlers.map((handler) => committingWrites(handler)))

export async function resetMockBackend(): Promise<void> {
  setFaults({ latencyMs: 0, errorRate: 0, offline: false })
  await clearPersistence()
  seedDatabase()
}

export { db } from './db'
export { issueToken } from './lib/auth'
