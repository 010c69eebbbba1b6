import { assign, setup } from 'xstate'
import { isApiError } from '@/api/errors'
import { loadRating, type RatingLoaded } from './modules-rating.actors'

interface Context {
  moduleID: number | null
  periodNumber: number | null
  loaded: RatingLoaded | null
}

/**
 * The modules' ratings (`/modules/Rating/{periodNumber?}`) or one module's (`/modules/ModuleRating/{moduleID}/
 * {periodNumber?}`): loading → shown, notFound or failed (retry). The route's parameters are its input.
 */
export const modulesRatingMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'rating.retry' },
    input: {} as { moduleID: number | null; periodNumber: number | null },
  },
  actors: { loadRating },
}).createMachine({
  id: 'schoolxModulesRating',
  context: ({ input }) => ({ ...input, loaded: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRating',
        src: 'loadRating',
        input: ({ context }) => ({ moduleID: context.moduleID, periodNumber: context.periodNumber }),
        onDone: { target: 'shown', actions: assign({ loaded: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => isApiError(event.error) && event.error.code === 'notFound', target: 'notFound' },
          { target: 'failed' },
        ],
      },
    },
    shown: {},
    notFound: {},
    failed: { on: { 'rating.retry': 'loading' } },
  },
})
