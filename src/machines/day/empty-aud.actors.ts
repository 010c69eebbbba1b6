import { fromPromise } from '@/machines/from-promise'
import { getEmptyAud, getRaspList, type EmptyAud, type EmptyAudSearch } from '@/api/day'

/** The free rooms of a date and a pair (silent: the failure is shown under the form, which keeps its values). */
export const searchRooms = fromPromise<EmptyAud, EmptyAudSearch>(({ input, signal }) =>
  getEmptyAud(input, { signal, silent: true }),
)

/** The rooms of the timetable (spec 2 §7 api/raspAudlist), for the building choice. */
export const loadRooms = fromPromise<string[], { year: number }>(async ({ input, signal }) =>
  (await getRaspList('Aud', input.year, { signal, silent: true })).map((r) => r.name),
)
