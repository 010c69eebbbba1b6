import { createRng } from '../lib/rng'
import { seedStaff } from '../seed/staff.seed'
import { staffHandlers } from '../handlers/staff.handlers'
import type { MockArea } from './mock-area'

/** The staff area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedStaff(createRng(45))
  },
  handlers: [...staffHandlers],
}
