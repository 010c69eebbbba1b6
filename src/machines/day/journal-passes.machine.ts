import { assign, setup } from 'xstate'
import type { StudentPasses } from '@/api/journal'
import { loadPasses } from './journal.actors'
import { journalFailureOf, type JournalFailure } from './journal.types'

/** /Journals/StudentPasses/{studentID}: loading → shown, or failed with a code and a retry. */
export const journalPassesMachine = setup({
  types: {
    context: {} as { studentID: number; passes: StudentPasses | null; failure: JournalFailure | null },
    input: {} as { studentID: number },
    events: {} as { type: 'load.retry' },
  },
  actors: { loadPasses },
}).createMachine({
  id: 'journalPasses',
  context: ({ input }) => ({ studentID: input.studentID, passes: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadPasses',
        src: 'loadPasses',
        input: ({ context }) => ({ studentID: context.studentID }),
        onDone: { target: 'shown', actions: assign({ passes: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => journalFailureOf(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'load.retry': 'loading' } },
  },
})
