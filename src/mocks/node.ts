import { setupServer } from 'msw/node'
import { handlers } from './handlers'
import { seedDatabase } from './seed'
import { setFaults } from './lib/faults'
import { clearPersistence } from './lib/persistence'

/** msw/node server over the same handlers and seed, for component and machine tests. */
export const server = setupServer(...handlers)

export async function resetMockBackend(): Promise<void> {
  setFaults({ latencyMs: 0, errorRate: 0, offline: false })
  await clearPersistence()
  seedDatabase()
}

export { db } from './db'
export { issueToken } from './lib/auth'
