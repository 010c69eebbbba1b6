import { assign, setup } from 'xstate'
import type { Claim } from '@/api/nir-finnir'
import { loadRegister } from './finnir.actors'
import { claimErrorOf, type ClaimError } from './finnir.types'

export interface FinNirRegisterContext {
  claims: Claim[]
  error: ClaimError | null
  /** The department the table is narrowed to (null: every department). */
  department: string | null
}
export type FinNirRegisterEvent = { type: 'load.retry' } | { type: 'department.select'; department: string | null }

/**
 * /FinNir/Register/{workID?}: the science office's register of accepted claims with totals per
 * department; a department narrows the list, a failed load can be retried.
 */
export const finNirRegisterMachine = setup({
  types: { context: {} as FinNirRegisterContext, events: {} as FinNirRegisterEvent },
  actors: { loadRegister },
}).createMachine({
  id: 'finNirRegister',
  context: { claims: [], error: null, department: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRegister',
        src: 'loadRegister',
        onDone: { target: 'ready', actions: assign({ claims: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => claimErrorOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      on: { 'department.select': { actions: assign({ department: ({ event }) => event.department }) } },
    },
  },
})
