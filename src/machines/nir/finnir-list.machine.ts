import { assign, setup } from 'xstate'
import type { Claim } from '@/api/nir-finnir'
import { decideClaim, loadClaims } from './finnir.actors'
import { claimErrorOf, type ClaimError } from './finnir.types'

export interface FinNirListContext {
  office: boolean
  claims: Claim[]
  error: ClaimError | null
  /** The claim being returned (its remark form is open). */
  returning: number | null
  /** The last decision, for a one-time notice. */
  done: { seq: number; accept: boolean } | null
}
export type FinNirListEvent =
  | { type: 'claim.accept'; workID: number }
  | { type: 'return.open'; workID: number }
  | { type: 'return.cancel' }
  | { type: 'return.submit'; remark: string }
  | { type: 'load.retry' }

/**
 * /FinNir/AuthorCab (the author's claims and their states) and /FinNir/UNICab (the office's claims on
 * review: accept, or return with a remark). A decided claim leaves the office's list.
 */
export const finNirListMachine = setup({
  types: {
    context: {} as FinNirListContext,
    events: {} as FinNirListEvent,
    input: {} as { office: boolean },
  },
  actors: { loadClaims, decideClaim },
}).createMachine({
  id: 'finNirList',
  context: ({ input }) => ({ office: input.office, claims: [], error: null, returning: null, done: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadClaims',
        src: 'loadClaims',
        input: ({ context }) => ({ office: context.office }),
        onDone: { target: 'ready', actions: assign({ claims: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => claimErrorOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'claim.accept': { target: 'deciding', guard: ({ context }) => context.office },
            'return.open': {
              target: 'returning',
              guard: ({ context }) => context.office,
              actions: assign({ returning: ({ event }) => event.workID, error: null }),
            },
          },
        },
        returning: {
          on: {
            'return.cancel': { target: 'idle', actions: assign({ returning: null, error: null }) },
            'return.submit': 'deciding',
          },
        },
        deciding: {
          tags: ['busy'],
          invoke: {
            id: 'decideClaim',
            src: 'decideClaim',
            input: ({ context, event }) =>
              event.type === 'return.submit'
                ? { workID: context.returning ?? 0, accept: false as const, remark: event.remark }
                : { workID: (event as { workID: number }).workID, accept: true as const },
            onDone: {
              target: 'idle',
              actions: assign({
                claims: ({ context, event }) => context.claims.filter((c) => c.workID !== event.output.workID),
                done: ({ context, event }) => ({
                  seq: (context.done?.seq ?? 0) + 1,
                  accept: event.output.status !== 23,
                }),
                returning: null,
                error: null,
              }),
            },
            onError: [
              {
                guard: ({ context }) => context.returning !== null,
                target: 'returning',
                actions: assign({ error: ({ event }) => claimErrorOf(event.error) }),
              },
              { target: 'idle', actions: assign({ error: ({ event }) => claimErrorOf(event.error) }) },
            ],
          },
        },
      },
    },
  },
})
