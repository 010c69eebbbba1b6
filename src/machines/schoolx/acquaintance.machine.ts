import { assign, setup } from 'xstate'
import { isApiError } from '@/api/errors'
import type { Acquaintance, AcquaintanceValues } from '@/api/schoolx-acquaintance'
import { loadAcquaintance, storeAcquaintance } from './acquaintance.actors'

interface Context {
  userID: number | null
  questionnaire: Acquaintance | null
  /** The server's words for a refused save ('' when it gave none). */
  refusal: string | null
  saved: boolean
}

type Events = { type: 'acquaintance.retry' } | { type: 'acquaintance.submit'; values: AcquaintanceValues }

const unavailable = ({ event }: { event: unknown }) => {
  const error = (event as { error?: unknown }).error
  return isApiError(error) && (error.code === 'notFound' || error.code === 'forbidden' || error.code === 'badRequest')
}

/**
 * The acquaintance questionnaire (`/SchoolX/acquaintance/{userID?}`): loading → ready (editing ⇄ saving)
 * | unavailable (not one's own, no such participant) | failed (retry). A refused save keeps what was typed.
 */
export const acquaintanceMachine = setup({
  types: { context: {} as Context, events: {} as Events, input: {} as { userID: number | null } },
  actors: { loadAcquaintance, storeAcquaintance },
  guards: { unavailable },
}).createMachine({
  id: 'schoolxAcquaintance',
  context: ({ input }) => ({ userID: input.userID, questionnaire: null, refusal: null, saved: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAcquaintance',
        src: 'loadAcquaintance',
        input: ({ context }) => ({ userID: context.userID }),
        onDone: { target: 'ready', actions: assign({ questionnaire: ({ event }) => event.output }) },
        onError: [{ guard: 'unavailable', target: 'unavailable' }, { target: 'failed' }],
      },
    },
    unavailable: {},
    failed: { on: { 'acquaintance.retry': 'loading' } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'acquaintance.submit': {
              guard: ({ context }) => context.questionnaire?.editable === true,
              target: 'saving',
              actions: assign({ refusal: null, saved: false }),
            },
          },
        },
        saving: {
          invoke: {
            id: 'storeAcquaintance',
            src: 'storeAcquaintance',
            input: ({ event }) => ({ values: (event as Extract<Events, { type: 'acquaintance.submit' }>).values }),
            onDone: {
              target: 'editing',
              actions: assign({ questionnaire: ({ event }) => event.output, saved: true }),
            },
            onError: {
              target: 'editing',
              actions: assign({
                refusal: ({ event }) => (isApiError(event.error) ? (event.error.serverMessage ?? '') : ''),
              }),
            },
          },
        },
      },
    },
  },
})
