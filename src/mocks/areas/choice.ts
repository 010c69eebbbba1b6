import { seedChoice } from '../seed/choice.seed'
import { choiceHandlers } from '../handlers/choice.handlers'
import type { MockArea } from './mock-area'

/** The choice area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedChoice()
  },
  handlers: [...choiceHandlers],
}
