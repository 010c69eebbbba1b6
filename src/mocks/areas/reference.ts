import { createRng } from '../lib/rng'
import { seedReference } from '../seed/reference.seed'
import { referenceHandlers } from '../handlers/reference.handlers'
import type { MockArea } from './mock-area'

/** The reference area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedReference(createRng(6))
  },
  handlers: [...referenceHandlers],
}
