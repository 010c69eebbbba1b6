import { assign, setup } from 'xstate'
import type { Statistics } from '@/api/courses'
import { courseFailureOf, type CourseFailure } from './courses.types'
import { loadStatistics } from './grade-stats.actors'

/** The grade-book statistics of one academic year and semester: period.select reloads. */
export const gradeStatsMachine = setup({
  types: {
    context: {} as { year: string; sem: number; data: Statistics | null; failure: CourseFailure | null },
    input: {} as { year: string; sem: number },
    events: {} as { type: 'period.select'; year: string; sem: number } | { type: 'load.retry' },
  },
  actors: { loadStatistics },
}).createMachine({
  id: 'gradeStats',
  context: ({ input }) => ({ ...input, data: null, failure: null }),
  initial: 'loading',
  on: {
    'period.select': {
      target: '.loading',
      actions: assign({ year: ({ event }) => event.year, sem: ({ event }) => event.sem }),
    },
  },
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadStatistics',
        src: 'loadStatistics',
        input: ({ context }) => ({ year: context.year, sem: context.sem }),
        onDone: { target: 'shown', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => courseFailureOf(event.error), data: null }),
        },
      },
    },
    shown: {},
    failed: { on: { 'load.retry': 'loading' } },
  },
})
