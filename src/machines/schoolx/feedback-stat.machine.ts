import { assign, setup } from 'xstate'
import type { StatDate, StatQuery } from '@/api/schoolx'
import { FORM_KINDS, type FormKind } from '@/lib/constants/schoolx'
import { loadStat, loadStatDates, type StatLoaded } from './feedback-stat.actors'

export type SortKey = 'fio' | 'points' | 'dateStart' | 'dateFinish' | FormKind
interface Context {
  periodID: number | null
  today: string
  dates: StatDate[]
  query: StatQuery | null
  type: FormKind
  loaded: StatLoaded | null
  sort: { key: SortKey; desc: boolean }
}

type Events =
  | { type: 'query.change'; query: StatQuery }
  | { type: 'formType.select'; kind: FormKind }
  | { type: 'sort.change'; key: SortKey }
  | { type: 'stat.retry' }

/** The first course of the route's period (or of the latest period that has started). */
function firstQuery(dates: StatDate[], periodID: number | null, today: string): StatQuery | null {
  const started = dates.filter((d) => d.dateStart <= today)
  const pick =
    dates.find((d) => d.periodNumber === periodID) ??
    [...started].sort((a, b) => b.dateStart.localeCompare(a.dateStart) || a.course - b.course)[0] ??
    dates[0]
  return pick ? { course: pick.course, periodNumber: pick.periodNumber, year: pick.year } : null
}

/**
 * Feedback statistics (spec 2 §2.7): the dates list, then per {course, periodNumber, year} the activity
 * summary, the students list and one form kind's results. Changing the query or the kind reloads.
 */
export const feedbackStatMachine = setup({
  types: {
    context: {} as Context,
    events: {} as Events,
    input: {} as { periodID: number | null; today: string },
  },
  actors: { loadStatDates, loadStat },
  guards: {
    hasQuery: ({ context }) => context.query !== null,
    hasDates: ({ context }) => context.dates.length > 0,
  },
}).createMachine({
  id: 'schoolxFeedbackStat',
  context: ({ input }) => ({
    periodID: input.periodID,
    today: input.today,
    dates: [],
    query: null,
    type: FORM_KINDS[0],
    loaded: null,
    sort: { key: 'points', desc: true },
  }),
  initial: 'loadingDates',
  on: {
    'query.change': { guard: 'hasDates', target: '.loading', actions: assign({ query: ({ event }) => event.query }) },
    'formType.select': { guard: 'hasQuery', target: '.loading', actions: assign({ type: ({ event }) => event.kind }) },
    'sort.change': {
      actions: assign({
        sort: ({ context, event }) => ({
          key: event.key,
          desc: context.sort.key === event.key ? !context.sort.desc : event.key !== 'fio',
        }),
      }),
    },
  },
  states: {
    loadingDates: {
      invoke: {
        id: 'loadStatDates',
        src: 'loadStatDates',
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => ({
            dates: event.output,
            query: firstQuery(event.output, context.periodID, context.today),
          })),
        },
        onError: 'failed',
      },
    },
    choosing: { always: [{ guard: 'hasQuery', target: 'loading' }, { target: 'empty' }] },
    empty: {},
    loading: {
      invoke: {
        id: 'loadStat',
        src: 'loadStat',
        input: ({ context }) => ({ query: context.query!, type: context.type }),
        onDone: { target: 'shown', actions: assign({ loaded: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    shown: {},
    failed: {
      on: { 'stat.retry': [{ guard: 'hasQuery', target: 'loading' }, { target: 'loadingDates' }] },
    },
  },
})
