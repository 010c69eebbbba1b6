import { assign, setup } from 'xstate'
import type { StaffGraph } from '@/api/staff'
import { loadStaffGraph } from './staff.actors'
import { journalFailureOf, type JournalFailure } from './journal.types'

interface Context {
  department: string | null
  year: number | null
  graph: StaffGraph | null
  failure: JournalFailure | null
}

/** /Staff/Graph: one department's year loads (the user's own department first); a new filter reloads. */
export const staffGraphMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'load.retry' } | { type: 'filter.change'; department: string | null; year: number | null },
  },
  actors: { loadStaffGraph },
}).createMachine({
  id: 'staffGraph',
  context: { department: null, year: null, graph: null, failure: null },
  initial: 'loading',
  on: {
    'filter.change': {
      target: '.loading',
      actions: assign({ department: ({ event }) => event.department, year: ({ event }) => event.year }),
    },
  },
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadStaffGraph',
        src: 'loadStaffGraph',
        input: ({ context }) => ({ department: context.department, year: context.year }),
        onDone: {
          target: 'shown',
          actions: assign({
            graph: ({ event }) => event.output,
            department: ({ event }) => event.output.department,
            year: ({ event }) => event.output.year,
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => journalFailureOf(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'load.retry': 'loading' } },
  },
})
