import { assign, setup } from 'xstate'
import type { Claim, ClaimValues } from '@/api/nir-finnir'
import { loadClaim, submitClaim } from './finnir.actors'
import { claimErrorOf, type ClaimError } from './finnir.types'

export interface FinNirClaimContext {
  workID: number | null
  claim: Claim | null
  error: ClaimError | null
  /** Bumped when the claim (re)loads, so the form remounts with its values. */
  formKey: number
}

/**
 * A research funding claim: /FinNir/Claim (new: straight to editing), /FinNir/EditClaim/{workID} and
 * /FinNir/Show/{workID} (load first). The form owns the values; a submit files the claim (on review) or
 * answers the server's refusal with everything typed kept; «saved» holds the stored claim.
 */
export const finNirClaimMachine = setup({
  types: {
    context: {} as FinNirClaimContext,
    events: {} as { type: 'claim.submit'; values: ClaimValues } | { type: 'load.retry' },
    input: {} as { workID: number | null },
  },
  actors: { loadClaim, submitClaim },
  guards: { isNew: ({ context }) => context.workID === null },
}).createMachine({
  id: 'finNirClaim',
  context: ({ input }) => ({ workID: input.workID, claim: null, error: null, formKey: 0 }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }] },
    loading: {
      invoke: {
        id: 'loadClaim',
        src: 'loadClaim',
        input: ({ context }) => ({ workID: context.workID ?? 0 }),
        onDone: {
          target: 'editing',
          actions: assign({
            claim: ({ event }) => event.output,
            error: null,
            formKey: ({ context }) => context.formKey + 1,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => claimErrorOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    editing: { on: { 'claim.submit': 'submitting' } },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitClaim',
        src: 'submitClaim',
        input: ({ context, event }) => ({
          workID: context.workID,
          values: (event as { values: ClaimValues }).values,
        }),
        onDone: {
          target: 'saved',
          actions: assign({
            claim: ({ event }) => event.output,
            workID: ({ event }) => event.output.workID,
            error: null,
          }),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => claimErrorOf(event.error) }) },
      },
    },
    saved: { type: 'final' },
  },
})
