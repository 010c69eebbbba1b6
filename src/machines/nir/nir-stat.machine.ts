import { assign, setup } from 'xstate'
import type { StatCall, StatQuery, StatRow } from '@/api/nir-stat'
import type { LevelShare } from '@/api/nir-stat-levels'
import { loadKafs, loadStat } from './nir-stat.actors'

export interface NirStatInput {
  call: StatCall
  query: StatQuery
}
export interface NirStatContext extends NirStatInput {
  rows: StatRow[]
  /** The same works' shares by indexing level. */
  levels: LevelShare[]
  kafs: string[]
}
export type NirStatEvent =
  | { type: 'year.select'; year: number | null }
  | { type: 'sem.select'; sem: 0 | 1 | null }
  | { type: 'department.select'; dep: string | null }

/**
 * A research statistics table (/nirStat, /Science/GlobalStat, /nirStatType, /nirsStatType,
 * /nirsStatTypeInfo, /nir/Stat/statMic): the departments once, then the figures (and the shares by indexing
 * level) of the chosen year, semester and department; a new choice while loading starts the load again (the old one is aborted).
 * Choices wait until the departments are known.
 */
const FILTERS = {
  'year.select': { target: 'loading', reenter: true, actions: 'setYear' },
  'sem.select': { target: 'loading', reenter: true, actions: 'setSem' },
  'department.select': { target: 'loading', reenter: true, actions: 'setDep' },
} as const

export const nirStatMachine = setup({
  types: {
    context: {} as NirStatContext,
    events: {} as NirStatEvent,
    input: {} as NirStatInput,
  },
  actors: { loadStat, loadKafs },
  actions: {
    setYear: assign({
      query: ({ context, event }) =>
        event.type === 'year.select' ? { ...context.query, year: event.year } : context.query,
    }),
    setSem: assign({
      query: ({ context, event }) =>
        event.type === 'sem.select' ? { ...context.query, sem: event.sem } : context.query,
    }),
    setDep: assign({
      query: ({ context, event }) =>
        event.type === 'department.select' ? { ...context.query, dep: event.dep } : context.query,
    }),
  },
}).createMachine({
  id: 'nirStat',
  context: ({ input }) => ({ ...input, rows: [], levels: [], kafs: [] }),
  initial: 'kafs',
  states: {
    kafs: {
      invoke: {
        id: 'loadKafs',
        src: 'loadKafs',
        onDone: { target: 'loading', actions: assign({ kafs: ({ event }) => event.output }) },
        onError: 'loading',
      },
    },
    loading: {
      invoke: {
        id: 'loadStat',
        src: 'loadStat',
        input: ({ context }) => ({ call: context.call, query: context.query }),
        onDone: {
          target: 'ready',
          actions: assign({ rows: ({ event }) => event.output.rows, levels: ({ event }) => event.output.levels }),
        },
        onError: { target: 'ready', actions: assign({ rows: [], levels: [] }) },
      },
      on: FILTERS,
    },
    ready: { on: FILTERS },
  },
})
