import { assign, setup } from 'xstate'
import type { RecountEntry } from '@/api/nir-admin'
import { loadRecount, runRecount } from './nir-admin.actors'
import { adminErrorOf, type AdminError } from './nir-admin.types'

/**
 * /Admin/recountPoints: the years of the works and the log of recounts; the admin picks a year (or all)
 * and, after the screen's confirmation, recounts.
 *   loading ─done→ ready ─recount.run→ running ─done→ ready (result shown, log line on top)
 *                                               └error→ ready (the refusal shown, the year kept)
 *           └error→ failed ─load.retry→ loading
 */
export interface RecountContext {
  years: number[]
  log: RecountEntry[]
  /** null: every year */
  year: number | null
  result: RecountEntry | null
  error: AdminError | null
}

export type RecountEvent =
  | { type: 'load.retry' }
  | { type: 'year.select'; year: number | null }
  | { type: 'recount.run' }

export const recountPointsMachine = setup({
  types: { context: {} as RecountContext, events: {} as RecountEvent },
  actors: { loadRecount, runRecount },
}).createMachine({
  id: 'recountPoints',
  context: { years: [], log: [], year: null, result: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRecount',
        src: 'loadRecount',
        onDone: {
          target: 'ready',
          actions: assign({ years: ({ event }) => event.output.years, log: ({ event }) => event.output.log }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => adminErrorOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      on: {
        'year.select': { actions: assign({ year: ({ event }) => event.year }) },
        'recount.run': { target: 'running', actions: assign({ error: null, result: null }) },
      },
    },
    running: {
      invoke: {
        id: 'runRecount',
        src: 'runRecount',
        input: ({ context }) => ({ year: context.year }),
        onDone: {
          target: 'ready',
          actions: assign({
            result: ({ event }) => event.output,
            log: ({ context, event }) => [event.output, ...context.log],
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => adminErrorOf(event.error) }) },
      },
    },
  },
})
