import { assign, setup } from 'xstate'
import type { ContractWork } from '@/api/nir-contract'
import { loadContracts } from './contract-work.actors'
import { claimErrorOf, type ClaimError } from './finnir.types'

/** /ContractWork: the user's contract works (the contract cabinet: every one); a failed load can be retried. */
export const contractListMachine = setup({
  types: {
    context: {} as { works: ContractWork[]; error: ClaimError | null },
    events: {} as { type: 'load.retry' },
  },
  actors: { loadContracts },
}).createMachine({
  id: 'contractList',
  context: { works: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadContracts',
        src: 'loadContracts',
        onDone: { target: 'ready', actions: assign({ works: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => claimErrorOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {},
  },
})
