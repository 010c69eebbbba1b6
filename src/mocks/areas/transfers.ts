import { createRng } from '../lib/rng'
import { seedTransfers } from '../seed/transfers.seed'
import { transferHandlers } from '../handlers/transfers.handlers'
import type { MockArea } from './mock-area'

/** The transfers area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedTransfers(createRng(43))
  },
  handlers: [...transferHandlers],
}
