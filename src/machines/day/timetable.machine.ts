import { assign, setup } from 'xstate'
import type { RaspTab, RaspWeek } from '@/api/day'
import { ApiError } from '@/api/errors'
import { TIMETABLE_CLOCK_MS } from '@/lib/constants/day'
import { addDays, mondayOf, moscowClock, weekdayOf } from '@/lib/day-week'
import { loadWeek, scheduleEvents } from './timetable.actors'

export type TimetableFailure = 'notFound' | 'badRequest' | 'failed'

export interface TimetableInput {
  type: RaspTab
  id: number
  /** The day to open (its week is shown); today when absent. */
  date?: string
  now?: Date
}

interface Context {
  type: RaspTab
  id: number
  weekStart: string
  /** The day the phone view shows (0 = Monday). */
  day: number
  week: RaspWeek | null
  failure: TimetableFailure | null
  /** The server's own words for a refused request (Russian), shown under the failure text. */
  serverMessage: string | null
  now: Date
}

const failureOf = (error: unknown): TimetableFailure =>
  error instanceof ApiError && error.code === 'notFound'
    ? 'notFound'
    : error instanceof ApiError && error.code === 'badRequest'
      ? 'badRequest'
      : 'failed'

/**
 * A week of one timetable: loading → shown (or failed); week navigation reloads; a clock re-marks
 * the current and next lesson every minute.
 */
export const timetableMachine = setup({
  types: {
    context: {} as Context,
    input: {} as TimetableInput,
    events: {} as
      | { type: 'week.next' }
      | { type: 'week.previous' }
      | { type: 'week.current' }
      | { type: 'day.select'; day: number }
      | { type: 'load.retry' }
      | { type: 'schedule.update' },
  },
  actors: { loadWeek, scheduleEvents },
  delays: { clock: TIMETABLE_CLOCK_MS },
}).createMachine({
  id: 'timetable',
  context: ({ input }) => {
    const now = input.now ?? new Date()
    const today = moscowClock(now).day
    const date = input.date ?? today
    const inWeek = mondayOf(date) === mondayOf(today)
    return {
      type: input.type,
      id: input.id,
      weekStart: mondayOf(date),
      day: Math.min(inWeek ? weekdayOf(today) : 0, 5),
      week: null,
      failure: null,
      serverMessage: null,
      now,
    }
  },
  initial: 'loading',
  invoke: { id: 'scheduleEvents', src: 'scheduleEvents' },
  on: {
    'week.next': {
      target: '.loading',
      actions: assign({ weekStart: ({ context }) => addDays(context.weekStart, 7), day: 0 }),
    },
    'week.previous': {
      target: '.loading',
      actions: assign({ weekStart: ({ context }) => addDays(context.weekStart, -7), day: 0 }),
    },
    'week.current': {
      target: '.loading',
      actions: assign(({ context }) => {
        const today = moscowClock(context.now).day
        return { weekStart: mondayOf(today), day: Math.min(weekdayOf(today), 5) }
      }),
    },
    'day.select': { actions: assign({ day: ({ event }) => Math.max(0, Math.min(5, event.day)) }) },
  },
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadWeek',
        src: 'loadWeek',
        input: ({ context }) => ({ type: context.type, id: context.id, date: context.weekStart }),
        onDone: { target: 'shown', actions: assign({ week: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            failure: ({ event }) => failureOf(event.error),
            serverMessage: ({ event }) =>
              event.error instanceof ApiError && event.error.code === 'badRequest' ? event.error.message : null,
            week: null,
          }),
        },
      },
    },
    shown: {
      after: { clock: { target: 'shown', reenter: true, actions: assign({ now: () => new Date() }) } },
      on: { 'schedule.update': 'refreshing' },
    },
    /** A published change (realtime «schedule update»): the shown week reloads in place, kept if that fails. */
    refreshing: {
      invoke: {
        id: 'loadWeek',
        src: 'loadWeek',
        input: ({ context }) => ({ type: context.type, id: context.id, date: context.weekStart }),
        onDone: { target: 'shown', actions: assign({ week: ({ event }) => event.output }) },
        onError: 'shown',
      },
    },
    failed: {
      on: { 'load.retry': 'loading' },
    },
  },
})
