import { fromPromise } from '@/machines/from-promise'
import { getRaspList, getRaspWeek, type RaspEntry, type RaspTab, type RaspWeek } from '@/api/day'

/** One week of a group's, teacher's or room's timetable. */
export const loadWeek = fromPromise<RaspWeek, { type: RaspTab; id: number; date: string }>(({ input, signal }) =>
  getRaspWeek(input.type, input.id, input.date, { signal, silent: true }),
)

/** The groups, teachers or rooms of a year to choose from (spec 2 §7 api/rasp{tab}list). */
export const loadList = fromPromise<RaspEntry[], { tab: RaspTab; year: number }>(({ input, signal }) =>
  getRaspList(input.tab, input.year, { signal }),
)
