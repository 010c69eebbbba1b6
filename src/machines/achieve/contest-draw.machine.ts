import { assign, setup } from 'xstate'
import type { DrawBody, SavedDraw } from '@/api/contests'
import { isApiError } from '@/api/errors'
import { loadDraws, storeDraw } from './contest-draw.actors'
import { writeErrorOf, type WriteError } from './achieve.types'

/**
 * The randomizer's saved draws (/Contests/Randomizer/). The draw itself is a pure function of the names and
 * the seed (lib/contest-ranking), so the page shows it at once; the server recomputes it when it saves.
 *
 *   loading ─done|error→ ready ─draw.save {body}→ saving ─done→ ready (the draw put first, saved)
 *                                                      └ error→ ready (error, or guest when signed out)
 */
export interface DrawContext {
  draws: SavedDraw[]
  saved: SavedDraw | null
  error: WriteError | null
  guest: boolean
}
export type DrawEvent = { type: 'draw.save'; body: DrawBody }

export const contestDrawMachine = setup({
  types: { context: {} as DrawContext, events: {} as DrawEvent },
  actors: { loadDraws, storeDraw },
}).createMachine({
  id: 'contestDraw',
  context: { draws: [], saved: null, error: null, guest: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDraws',
        src: 'loadDraws',
        onDone: { target: 'ready', actions: assign({ draws: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    ready: { on: { 'draw.save': 'saving' } },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null, saved: null, guest: false }),
      invoke: {
        id: 'storeDraw',
        src: 'storeDraw',
        input: ({ event }) => (event as DrawEvent).body,
        onDone: {
          target: 'ready',
          actions: assign({
            saved: ({ event }) => event.output,
            draws: ({ context, event }) => [event.output, ...context.draws],
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({
            guest: ({ event }) => isApiError(event.error) && event.error.code === 'unauthorized',
            error: ({ event }) => writeErrorOf(event.error),
          }),
        },
      },
    },
  },
})
