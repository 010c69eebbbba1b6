import { assign, setup } from 'xstate'
import type { AccessibilityForm, AccessibilityInfo, AccessibilityRequest } from '@/api/staff'
import { loadAccessibility, sendRequest } from './staff.actors'
import { journalFailureOf, serverMessageOf, type JournalFailure } from './journal.types'

interface Context {
  info: AccessibilityInfo | null
  requests: AccessibilityRequest[]
  failure: JournalFailure | null
  refusal: string | null
  sendFailed: boolean
  /** The number of the request just sent, or null. */
  sentID: number | null
  /** Bumped after a send: the screen remounts an empty form. */
  formKey: number
}

/**
 * /information/personsRestrictedAbilities: the information and the user's requests load; a request's
 * parsed values are sent; the new request heads the list with its status, or the server's words show and
 * the form keeps what was typed.
 */
export const accessibilityMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'load.retry' } | { type: 'request.send'; values: AccessibilityForm },
  },
  actors: { loadAccessibility, sendRequest },
}).createMachine({
  id: 'accessibility',
  context: { info: null, requests: [], failure: null, refusal: null, sendFailed: false, sentID: null, formKey: 0 },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadAccessibility',
        src: 'loadAccessibility',
        onDone: {
          target: 'ready',
          actions: assign({ info: ({ event }) => event.output.info, requests: ({ event }) => event.output.requests }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => journalFailureOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'request.send': 'sending' } },
        sending: {
          entry: assign({ refusal: null, sendFailed: false, sentID: null }),
          invoke: {
            id: 'sendRequest',
            src: 'sendRequest',
            input: ({ event }) => (event as { values: AccessibilityForm }).values,
            onDone: {
              target: 'idle',
              actions: assign({
                requests: ({ context, event }) => [event.output, ...context.requests],
                sentID: ({ event }) => event.output.id,
                formKey: ({ context }) => context.formKey + 1,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => {
                const refusal = serverMessageOf(event.error)
                return { refusal, sendFailed: refusal === null }
              }),
            },
          },
        },
      },
    },
  },
})
