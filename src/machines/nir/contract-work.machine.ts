import { assign, setup } from 'xstate'
import type { ContractValues, ContractWork, ExecutorOption } from '@/api/nir-contract'
import { loadContract, saveContract } from './contract-work.actors'
import { claimErrorOf, type ClaimError } from './finnir.types'

export interface ContractWorkContext {
  workID: number | null
  edit: boolean
  work: ContractWork | null
  options: ExecutorOption[]
  error: ClaimError | null
  /** Bumped when the work (re)loads, so the form remounts with its values. */
  formKey: number
}

/**
 * A contract work: /ContractWork/show/{workID} (load, read), /ContractWork/edit/{workID} and
 * /ContractWork (new). The form owns the values; a save answers with the stored work («saved») or the
 * server's refusal with everything typed kept.
 */
export const contractWorkMachine = setup({
  types: {
    context: {} as ContractWorkContext,
    events: {} as { type: 'work.save'; values: ContractValues } | { type: 'load.retry' },
    input: {} as { workID: number | null; edit: boolean },
  },
  actors: { loadContract, saveContract },
}).createMachine({
  id: 'contractWork',
  context: ({ input }) => ({ ...input, work: null, options: [], error: null, formKey: 0 }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadContract',
        src: 'loadContract',
        input: ({ context }) => ({ workID: context.workID, edit: context.edit }),
        onDone: {
          target: 'ready',
          actions: assign({
            work: ({ event }) => event.output.work,
            options: ({ event }) => event.output.options,
            error: null,
            formKey: ({ context }) => context.formKey + 1,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => claimErrorOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: { on: { 'work.save': 'saving' } },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveContract',
        src: 'saveContract',
        input: ({ context, event }) => ({
          workID: context.workID,
          values: (event as { values: ContractValues }).values,
        }),
        onDone: {
          target: 'saved',
          actions: assign({
            work: ({ event }) => event.output,
            workID: ({ event }) => event.output.workID,
            error: null,
          }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => claimErrorOf(event.error) }) },
      },
    },
    saved: { type: 'final' },
  },
})
