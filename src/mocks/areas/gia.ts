import { createRng } from '../lib/rng'
import { seedGia } from '../seed/gia.seed'
import { giaHandlers } from '../handlers/gia.handlers'
import type { MockArea } from './mock-area'

/** The gia area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedGia(createRng(8))
  },
  handlers: [...giaHandlers],
}
