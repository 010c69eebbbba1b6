import { createRng } from '../lib/rng'
import { seedMail } from '../seed/mail.seed'
import { mailHandlers } from '../handlers/mail.handlers'
import type { MockArea } from './mock-area'

/** The mail area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedMail(createRng(5))
  },
  handlers: [...mailHandlers],
}
