import { createRng } from '../lib/rng'
import { seedCompetency } from '../seed/competency.seed'
import { competencyHandlers } from '../handlers/competency.handlers'
import type { MockArea } from './mock-area'

/** The competency area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedCompetency(createRng(44))
  },
  handlers: [...competencyHandlers],
}
