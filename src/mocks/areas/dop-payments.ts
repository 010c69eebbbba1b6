import { createRng } from '../lib/rng'
import { seedDopPayments } from '../seed/dop-payments.seed'
import { dopPaymentHandlers } from '../handlers/dop-payments.handlers'
import type { MockArea } from './mock-area'

/** The dop-payments area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedDopPayments(createRng(42))
  },
  handlers: [...dopPaymentHandlers],
}
