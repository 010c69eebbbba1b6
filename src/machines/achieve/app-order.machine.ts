import { assign, setup } from 'xstate'
import type { AppKind, AppOrder, Application } from '@/api/achieve-applications'
import { loadAppOrdering, loadMyApps, submitApp } from './app-order.actors'
import { writeErrorOf, type WriteError } from './achieve.types'

/**
 * A student's applications (/StudentApplication/Ordering):
 *
 *   loading ─done→ ready ─app.submit {values}→ submitting ─done→ ready (the new one first, savedID)
 *          └ error→ loadFailed ─list.refresh→ loading          └ error→ ready (error kept, the form keeps its values)
 *   ready ─list.refresh→ refreshing ─done/error→ ready
 */
export interface AppOrderContext {
  kinds: AppKind[]
  mine: Application[]
  error: WriteError | null
  savedID: number | null
}
export type AppOrderEvent = { type: 'app.submit'; values: AppOrder } | { type: 'list.refresh' }

export const appOrderMachine = setup({
  types: { context: {} as AppOrderContext, events: {} as AppOrderEvent },
  actors: { loadAppOrdering, loadMyApps, submitApp },
}).createMachine({
  id: 'appOrder',
  context: { kinds: [], mine: [], error: null, savedID: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAppOrdering',
        src: 'loadAppOrdering',
        onDone: {
          target: 'ready',
          actions: assign({ kinds: ({ event }) => event.output.kinds, mine: ({ event }) => event.output.mine }),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'list.refresh': 'loading' } },
    ready: {
      on: {
        'app.submit': { target: 'submitting', actions: assign({ error: null, savedID: null }) },
        'list.refresh': 'refreshing',
      },
    },
    refreshing: {
      invoke: {
        id: 'loadMyApps',
        src: 'loadMyApps',
        onDone: { target: 'ready', actions: assign({ mine: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitApp',
        src: 'submitApp',
        input: ({ event }) => (event as Extract<AppOrderEvent, { type: 'app.submit' }>).values,
        onDone: {
          target: 'ready',
          actions: assign({
            mine: ({ context, event }) => [event.output, ...context.mine],
            savedID: ({ event }) => event.output.id,
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => writeErrorOf(event.error) }) },
      },
    },
  },
})
