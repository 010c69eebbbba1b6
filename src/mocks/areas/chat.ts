import { createRng } from '../lib/rng'
import { seedChat } from '../seed/chat.seed'
import { chatHandlers } from '../handlers/chat.handlers'
import type { MockArea } from './mock-area'

/** The chat area of the demo backend: loaded on the first request to it (registry.ts). */
export const area: MockArea = {
  seed() {
    seedChat(createRng(4))
  },
  handlers: [...chatHandlers],
}
