import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { inPeriod, sharePercent, type StatCall, type StatQuery } from './nir-stat'

/**
 * Shares of the works by indexing level (issue: «shares by indexing level»), for the statistics pages: each
 * work counts once, at its best level (Web of Science, Scopus, ВАК, РИНЦ, else «Иное»: the rule the points
 * use, nir-points.ts levelOf). The mock backend counts its stored works with levelShares.
 */
export const STAT_LEVELS_PATH = '/Publication/Stat/StatLevels'

export const levelShareSchema = v.object({
  systemID: v.number(),
  name: v.string(),
  count: v.number(),
  /** Per cent of the period's works, one decimal. */
  share: v.number(),
})
export type LevelShare = v.InferOutput<typeof levelShareSchema>

/** One work as the shares count it: the date it was entered (yyyy-mm-dd) and its best level's systemID. */
export interface LevelWork {
  date: string
  level: number
}

/** Every level of the list (in its order) with the number and share of the period's works at that level. */
export function levelShares(
  works: readonly LevelWork[],
  levels: readonly { systemID: number; name: string }[],
  year: number | null,
  sem: 0 | 1 | null,
): LevelShare[] {
  const counts = new Map<number, number>()
  let total = 0
  for (const w of works) {
    if (!inPeriod(w.date, year, sem)) continue
    total += 1
    counts.set(w.level, (counts.get(w.level) ?? 0) + 1)
  }
  if (total === 0) return []
  return levels.map((l) => {
    const count = counts.get(l.systemID) ?? 0
    return { systemID: l.systemID, name: l.name, count, share: sharePercent(count, total) }
  })
}

/** The shares of a statistics page's works (same call scope and filters as its table); [] on failure. */
export async function getStatLevels(call: StatCall, q: StatQuery, o?: RequestOptions): Promise<LevelShare[]> {
  try {
    const query = {
      call,
      year: q.year ?? undefined,
      sem: q.sem ?? undefined,
      dep: q.dep ?? undefined,
      kinds: q.kinds?.length ? q.kinds.join(',') : undefined,
    }
    const answer = await http.get(STAT_LEVELS_PATH, query, { silent: true, ...o })
    const parsed = parseAnswer(stateEnvelope(v.array(levelShareSchema)), answer)
    return parsed.state === 1 ? parsed.data : []
  } catch (e) {
    if (o?.signal?.aborted) throw e
    return []
  }
}
