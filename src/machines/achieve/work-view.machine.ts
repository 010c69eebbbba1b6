import { assign, setup } from 'xstate'
import { getWork, type PortfolioWork } from '@/api/achieve'
import { isApiError } from '@/api/errors'
import { fromPromise } from '@/machines/from-promise'

/** One achievement, read-only; a missing or foreign one is said on the page, so the call is silent. */
export const loadWork = fromPromise<PortfolioWork, { workID: number }>(({ input, signal }) =>
  getWork(input.workID, { signal, silent: true }),
)

/** One achievement's card (/Portfolio/Works/{workID}): loading → shown | loadFailed (missing | foreign | failed) ─work.refresh→ loading. */
export const workViewMachine = setup({
  types: {
    context: {} as { workID: number; work: PortfolioWork | null; reason: 'missing' | 'foreign' | 'failed' | null },
    events: {} as { type: 'work.refresh' },
    input: {} as { workID: number },
  },
  actors: { loadWork },
}).createMachine({
  id: 'workView',
  context: ({ input }) => ({ workID: input.workID, work: null, reason: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ reason: null }),
      invoke: {
        src: 'loadWork',
        input: ({ context }) => ({ workID: context.workID }),
        onDone: { target: 'shown', actions: assign({ work: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({
            reason: ({ event }) =>
              isApiError(event.error) && event.error.code === 'notFound'
                ? 'missing'
                : isApiError(event.error) && event.error.code === 'forbidden'
                  ? 'foreign'
                  : 'failed',
          }),
        },
      },
    },
    shown: { on: { 'work.refresh': 'loading' } },
    loadFailed: { on: { 'work.refresh': 'loading' } },
  },
})
