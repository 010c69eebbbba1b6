import { fromPromise } from '@/machines/from-promise'
import { getStat, listKafs, type StatCall, type StatQuery, type StatRow } from '@/api/nir-stat'
import { getStatLevels, type LevelShare } from '@/api/nir-stat-levels'

export interface StatFigures {
  rows: StatRow[]
  levels: LevelShare[]
}

/** One statistics call and the shares by indexing level of the same works (each an empty list on failure). */
export const loadStat = fromPromise<StatFigures, { call: StatCall; query: StatQuery }>(async ({ input, signal }) => {
  const [rows, levels] = await Promise.all([
    getStat(input.call, input.query, { signal }),
    getStatLevels(input.call, input.query, { signal }),
  ])
  return { rows, levels }
})

/** The departments for the filter (GET /listKafs; [] on failure). */
export const loadKafs = fromPromise<string[]>(({ signal }) => listKafs({ signal }))
