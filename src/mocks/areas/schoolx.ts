import { createRng } from '../lib/rng'
import { seedSchoolx } from '../seed/schoolx.seed'
import { schoolxHandlers } from '../handlers/schoolx.handlers'
import type { MockArea } from './mock-area'

/** The schoolx area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedSchoolx(createRng(17))
  },
  handlers: [...schoolxHandlers],
}
