import { assign, setup } from 'xstate'
import type { RaspEntry, RaspTab } from '@/api/day'
import { loadList } from './timetable.actors'

interface Context {
  tab: RaspTab
  year: number
  rows: RaspEntry[]
  failed: boolean
}

/** Choosing a timetable: the list of groups, teachers or rooms of a year (Group by default). */
export const raspListMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { tab?: RaspTab; year: number },
    events: {} as { type: 'tab.select'; tab: RaspTab } | { type: 'year.select'; year: number } | { type: 'load.retry' },
  },
  actors: { loadList },
}).createMachine({
  id: 'raspList',
  context: ({ input }) => ({ tab: input.tab ?? 'Group', year: input.year, rows: [], failed: false }),
  initial: 'loading',
  on: {
    'tab.select': { target: '.loading', actions: assign({ tab: ({ event }) => event.tab }) },
    'year.select': { target: '.loading', actions: assign({ year: ({ event }) => event.year }) },
  },
  states: {
    loading: {
      entry: assign({ failed: false }),
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ tab: context.tab, year: context.year }),
        onDone: { target: 'shown', actions: assign({ rows: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ rows: [], failed: true }) },
      },
    },
    shown: {},
    failed: { on: { 'load.retry': 'loading' } },
  },
})
