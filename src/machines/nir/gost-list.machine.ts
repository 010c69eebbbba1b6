import { assign, setup } from 'xstate'
import type { MainAuthor } from '@/api/nir'
import type { PublicationEntry } from '@/api/nir-publications'
import { loadEntries } from './gost-list.actors'
import { GOST_DEFAULT_YEARS } from '@/lib/constants/nir'

/**
 * «Список научных и учебно-методических трудов»: loads the author's works once, then the period (years
 * from–to) and «only accepted» choose what the list shows. The list itself is derived from the entries.
 */
export interface GostListInput {
  /** The current year: the default period is the last five years up to it. */
  year: number
}
export interface GostListContext {
  me: MainAuthor | null
  entries: PublicationEntry[]
  yearFrom: number
  yearTo: number
  acceptedOnly: boolean
}
export type GostListEvent =
  | { type: 'period.change'; yearFrom: number; yearTo: number }
  | { type: 'acceptedOnly.change'; value: boolean }
  | { type: 'load.retry' }

export const gostListMachine = setup({
  types: {
    context: {} as GostListContext,
    events: {} as GostListEvent,
    input: {} as GostListInput,
  },
  actors: { loadEntries },
}).createMachine({
  id: 'gostList',
  context: ({ input }) => ({
    me: null,
    entries: [],
    yearFrom: input.year - GOST_DEFAULT_YEARS + 1,
    yearTo: input.year,
    acceptedOnly: false,
  }),
  initial: 'loading',
  on: {
    'period.change': {
      actions: assign({ yearFrom: ({ event }) => event.yearFrom, yearTo: ({ event }) => event.yearTo }),
    },
    'acceptedOnly.change': { actions: assign({ acceptedOnly: ({ event }) => event.value }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadEntries',
        src: 'loadEntries',
        onDone: {
          target: 'ready',
          actions: assign({ me: ({ event }) => event.output.me, entries: ({ event }) => event.output.entries }),
        },
        onError: 'failed',
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    ready: {},
  },
})
