import * as v from 'valibot'
import { fromCallback, type EventObject } from 'xstate'
import { fromPromise } from '@/machines/from-promise'
import { on, onOpen } from '@/api/realtime'
import { SCHEDULE_UPDATE_EVENT, scheduleUpdateSchema } from '@/api/rasp-manager'
import { getRaspList, getRaspWeek, type RaspEntry, type RaspTab, type RaspWeek } from '@/api/day'

/** One week of a group's, teacher's or room's timetable. */
export const loadWeek = fromPromise<RaspWeek, { type: RaspTab; id: number; date: string }>(({ input, signal }) =>
  getRaspWeek(input.type, input.id, input.date, { signal, silent: true }),
)

/** The groups, teachers or rooms of a year to choose from (spec 2 §7 api/rasp{tab}list). */
export const loadList = fromPromise<RaspEntry[], { tab: RaspTab; year: number }>(({ input, signal }) =>
  getRaspList(input.tab, input.year, { signal }),
)

/** The lessons of the weeks showing one month (the month calendar reads the same week call, one per row). */
export const loadMonth = fromPromise<
  { name: string; lessons: RaspWeek['lessons'] },
  { type: RaspTab; id: number; weeks: string[] }
>(async ({ input, signal }) => {
  const weeks = await Promise.all(
    input.weeks.map((monday) => getRaspWeek(input.type, input.id, monday, { signal, silent: true })),
  )
  return { name: weeks[0]?.name ?? '', lessons: weeks.flatMap((w) => w.lessons) }
})

/**
 * The realtime «schedule update» (spec 1 §7) → `schedule.update` (a malformed payload is dropped). When the
 * stream (re)opens, an update published meanwhile was not heard: the week reloads as if told.
 */
export const scheduleEvents = fromCallback<EventObject, void>(({ sendBack }) => {
  const offUpdates = on(SCHEDULE_UPDATE_EVENT, (raw) => {
    if (v.is(scheduleUpdateSchema, raw)) sendBack({ type: 'schedule.update' })
  })
  const offOpen = onOpen(() => sendBack({ type: 'schedule.update' }))
  return () => {
    offUpdates()
    offOpen()
  }
})
