import { assign, setup } from 'xstate'
import { getTransfers, type TransferAnswer, type TransferFilter } from '@/api/transfers'
import { fromPromise } from '@/machines/from-promise'

/** The transfers of the filter's year and faculty. */
export const loadTransfers = fromPromise<TransferAnswer, TransferFilter>(({ input, signal }) =>
  getTransfers(input, { signal }),
)

/**
 * The deans' transfer monitoring (/Statistics/TransferMonitoring). The kind filter is the screen's own
 * (it only narrows what is loaded); the year and the faculty ask the server.
 *
 *   loading ─done→ ready ─list.refresh→ loading
 *          └ error→ loadFailed ─list.refresh→ loading
 *   any ─filter.change {filter}→ loading (anew, with the new filter)
 */
export interface TransfersContext {
  filter: TransferFilter
  answer: TransferAnswer | null
}
export type TransfersEvent = { type: 'filter.change'; filter: TransferFilter } | { type: 'list.refresh' }

export const transfersMachine = setup({
  types: { context: {} as TransfersContext, events: {} as TransfersEvent, input: {} as TransferFilter },
  actors: { loadTransfers },
}).createMachine({
  id: 'transfers',
  context: ({ input }) => ({ filter: input, answer: null }),
  initial: 'loading',
  on: {
    'filter.change': {
      target: '.loading',
      reenter: true,
      actions: assign({ filter: ({ event }) => event.filter }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadTransfers',
        src: 'loadTransfers',
        input: ({ context }) => context.filter,
        onDone: { target: 'ready', actions: assign({ answer: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'list.refresh': 'loading' } },
    ready: { on: { 'list.refresh': 'loading' } },
  },
})
