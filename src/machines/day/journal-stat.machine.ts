import { assign, setup } from 'xstate'
import type { JournalStat, JournalStatKind } from '@/api/journal-stats'
import { loadStat } from './journal-stat.actors'
import type { Period } from '@/lib/journal-forming'
import { journalFailureOf, type JournalFailure } from './journal.types'

/** A journals' statistics page: loading → shown, or failed with a code and a retry. */
export const journalStatMachine = setup({
  types: {
    context: {} as {
      kind: JournalStatKind
      period: Period | null
      stat: JournalStat | null
      failure: JournalFailure | null
    },
    input: {} as { kind: JournalStatKind; period?: Period | null },
    events: {} as { type: 'load.retry' },
  },
  actors: { loadStat },
}).createMachine({
  id: 'journalStat',
  context: ({ input }) => ({ kind: input.kind, period: input.period ?? null, stat: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadStat',
        src: 'loadStat',
        input: ({ context }) => ({ kind: context.kind, period: context.period }),
        onDone: { target: 'shown', actions: assign({ stat: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => journalFailureOf(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'load.retry': 'loading' } },
  },
})
