import { fromPromise } from '@/machines/from-promise'
import { getStat, listKafs, type StatCall, type StatQuery, type StatRow } from '@/api/nir-stat'

/** One statistics call (spec 2 §7: an empty list on failure, so this never fails). */
export const loadStat = fromPromise<StatRow[], { call: StatCall; query: StatQuery }>(({ input, signal }) =>
  getStat(input.call, input.query, { signal }),
)

/** The departments for the filter (GET /listKafs; [] on failure). */
export const loadKafs = fromPromise<string[]>(({ signal }) => listKafs({ signal }))
