import { createRng } from '../lib/rng'
import { seedAdmin } from '../seed/admin.seed'
import { adminHandlers } from '../handlers/admin.handlers'
import type { MockArea } from './mock-area'

/** The admin area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedAdmin(createRng(10))
  },
  handlers: [...adminHandlers],
}
