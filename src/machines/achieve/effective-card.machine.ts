import { assign, setup } from 'xstate'
import type { EcCard, EcFactForm } from '@/api/effective'
import { loadCard, saveFact } from './effective-card.actors'
import { writeErrorOf, type WriteError } from './achieve.types'

/**
 * A teacher's effective contract (/EffectiveContract/{teacherID?}, …/ExcessIndicators/{teacherID?}):
 *
 *   loading ─done→ shown ─year.select→ loading            shown ─fact.save {indicatorID, values}→ saving
 *          └ error→ failed ─list.refresh→ loading          saving ─done→ shown (the row replaced, saved = its id)
 *                                                                 └ error→ shown (saveError kept; the form keeps its text)
 */
export interface EffectiveCardContext {
  teacherID: number | null
  year: number | null
  card: EcCard | null
  error: WriteError | null
  saveError: WriteError | null
  saved: number | null
}
export type EffectiveCardEvent =
  | { type: 'year.select'; year: number }
  | { type: 'list.refresh' }
  | { type: 'fact.save'; indicatorID: number; values: EcFactForm }
  | { type: 'fact.edit' }

export const effectiveCardMachine = setup({
  types: {
    context: {} as EffectiveCardContext,
    events: {} as EffectiveCardEvent,
    input: {} as { teacherID: number | null },
  },
  actors: { loadCard, saveFact },
}).createMachine({
  id: 'effectiveCard',
  context: ({ input }) => ({
    teacherID: input.teacherID,
    year: null,
    card: null,
    error: null,
    saveError: null,
    saved: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null, saved: null, saveError: null }),
      invoke: {
        id: 'loadCard',
        src: 'loadCard',
        input: ({ context }) => ({ teacherID: context.teacherID, year: context.year }),
        onDone: {
          target: 'shown',
          actions: assign({ card: ({ event }) => event.output, year: ({ event }) => event.output.year }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
    shown: {
      on: {
        'year.select': { target: 'loading', actions: assign({ year: ({ event }) => event.year }) },
        'list.refresh': 'loading',
        'fact.edit': { actions: assign({ saved: null, saveError: null }) },
        'fact.save': { target: 'saving', guard: ({ context }) => context.card?.editable === true },
      },
    },
    saving: {
      invoke: {
        id: 'saveFact',
        src: 'saveFact',
        input: ({ context, event }) => {
          const { indicatorID, values } = event as Extract<EffectiveCardEvent, { type: 'fact.save' }>
          return { indicatorID, year: context.year ?? 0, ...values }
        },
        onDone: {
          target: 'shown',
          actions: assign(({ context, event }) => ({
            saved: event.output.indicatorID,
            saveError: null,
            card: context.card && {
              ...context.card,
              rows: context.card.rows.map((r) => (r.indicatorID === event.output.indicatorID ? event.output : r)),
            },
          })),
        },
        onError: { target: 'shown', actions: assign({ saveError: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
    failed: { on: { 'list.refresh': 'loading' } },
  },
})
