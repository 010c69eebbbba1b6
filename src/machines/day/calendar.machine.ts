import { assign, setup } from 'xstate'
import type { Lesson, RaspTab } from '@/api/day'
import { ApiError } from '@/api/errors'
import { moscowClock } from '@/lib/day-week'
import { addMonths, monthGrid, monthOf, shiftMonth } from '@/lib/day-month'
import { loadMonth } from './timetable.actors'
import type { TimetableFailure } from './timetable.machine'

export interface CalendarInput {
  type: RaspTab
  id: number
  /** The day to open (its month is shown); today when absent. */
  date?: string
  now?: Date
}

interface Context {
  type: RaspTab
  id: number
  month: string
  /** The chosen day: its pairs are listed, it holds the keyboard focus of the grid. */
  day: string
  name: string
  lessons: Lesson[]
  failure: TimetableFailure | null
  today: string
}

const failureOf = (error: unknown): TimetableFailure =>
  error instanceof ApiError && (error.code === 'notFound' || error.code === 'badRequest') ? error.code : 'failed'

/**
 * A month of one timetable (/RaspCalendar): loading → shown (or failed, retried). Choosing a day of
 * the shown month only selects it; a day of another month (keys, a grey day) or the month buttons
 * load that month.
 */
export const calendarMachine = setup({
  types: {
    context: {} as Context,
    input: {} as CalendarInput,
    events: {} as
      | { type: 'month.next' }
      | { type: 'month.previous' }
      | { type: 'month.current' }
      | { type: 'day.select'; day: string }
      | { type: 'load.retry' },
  },
  actors: { loadMonth },
  guards: {
    inShownMonth: ({ context, event }) => event.type === 'day.select' && monthOf(event.day) === context.month,
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => {
    const today = moscowClock(input.now ?? new Date()).day
    const day = input.date ?? today
    return {
      type: input.type,
      id: input.id,
      month: monthOf(day),
      day,
      name: '',
      lessons: [],
      failure: null,
      today,
    }
  },
  initial: 'loading',
  on: {
    'month.next': {
      target: '.loading',
      actions: assign(({ context }) => ({ day: shiftMonth(context.day, 1), month: addMonths(context.month, 1) })),
    },
    'month.previous': {
      target: '.loading',
      actions: assign(({ context }) => ({ day: shiftMonth(context.day, -1), month: addMonths(context.month, -1) })),
    },
    'month.current': {
      target: '.loading',
      actions: assign(({ context }) => ({ day: context.today, month: monthOf(context.today) })),
    },
    'day.select': [
      { guard: 'inShownMonth', actions: assign({ day: ({ event }) => event.day }) },
      {
        target: '.loading',
        actions: assign({ day: ({ event }) => event.day, month: ({ event }) => monthOf(event.day) }),
      },
    ],
  },
  states: {
    loading: {
      entry: assign({ failure: null, lessons: [] }),
      invoke: {
        id: 'loadMonth',
        src: 'loadMonth',
        input: ({ context }) => ({
          type: context.type,
          id: context.id,
          weeks: monthGrid(context.month).map((w) => w[0]),
        }),
        onDone: {
          target: 'shown',
          actions: assign({ name: ({ event }) => event.output.name, lessons: ({ event }) => event.output.lessons }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'load.retry': 'loading' } },
  },
})
