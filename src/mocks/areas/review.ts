import { createRng } from '../lib/rng'
import { seedReview } from '../seed/review.seed'
import { reviewHandlers } from '../handlers/review.handlers'
import type { MockArea } from './mock-area'

/** The review area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedReview(createRng(7))
  },
  handlers: [...reviewHandlers],
}
