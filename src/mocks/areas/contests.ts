import { createRng } from '../lib/rng'
import { seedContests } from '../seed/contests.seed'
import { seedDormitory } from '../seed/dormitory.seed'
import { contestHandlers } from '../handlers/contests.handlers'
import { dormitoryHandlers } from '../handlers/dormitory.handlers'
import type { MockArea } from './mock-area'

/** The contests area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedContests(createRng(18))
    seedDormitory(createRng(41))
  },
  handlers: [...contestHandlers, ...dormitoryHandlers],
}
