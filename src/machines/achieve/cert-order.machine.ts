import { assign, setup } from 'xstate'
import type { CertKind, CertOrder, Certificate } from '@/api/achieve'
import { loadMine, loadOrdering, submitOrder } from './cert-order.actors'
import { writeErrorOf, type WriteError } from './achieve.types'

/**
 * A student's certificates (/Certificates/Ordering):
 *
 *   loading ─done→ ready ─order.submit {values}→ submitting ─done→ ready (the new one first, savedID)
 *          └ error→ loadFailed ─list.refresh→ loading            └ error→ ready (error kept, the form keeps its values)
 *   ready ─list.refresh→ refreshing ─done/error→ ready
 *
 * react-hook-form owns the order form's values; the machine owns the lists and the submit lifecycle.
 */
export interface CertOrderContext {
  kinds: CertKind[]
  mine: Certificate[]
  error: WriteError | null
  savedID: number | null
}
export type CertOrderEvent = { type: 'order.submit'; values: CertOrder } | { type: 'list.refresh' }

export const certOrderMachine = setup({
  types: { context: {} as CertOrderContext, events: {} as CertOrderEvent },
  actors: { loadOrdering, loadMine, submitOrder },
}).createMachine({
  id: 'certOrder',
  context: { kinds: [], mine: [], error: null, savedID: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrdering',
        src: 'loadOrdering',
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
        'order.submit': { target: 'submitting', actions: assign({ error: null, savedID: null }) },
        'list.refresh': 'refreshing',
      },
    },
    refreshing: {
      invoke: {
        id: 'loadMine',
        src: 'loadMine',
        onDone: { target: 'ready', actions: assign({ mine: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ event }) => (event as Extract<CertOrderEvent, { type: 'order.submit' }>).values,
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
