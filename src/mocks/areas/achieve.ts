import { createRng } from '../lib/rng'
import { seedAchieve } from '../seed/achieve.seed'
import { seedRatings } from '../seed/rating.seed'
import { achieveHandlers } from '../handlers/achieve.handlers'
import { ratingHandlers } from '../handlers/rating.handlers'
import { certResourceHandlers } from '../handlers/cert-resources.handlers'
import type { MockArea } from './mock-area'

/** The achieve area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedAchieve(createRng(16))
    seedRatings(createRng(31))
  },
  handlers: [...achieveHandlers, ...ratingHandlers, ...certResourceHandlers],
}
