/**
 * «Школа Х»: the distribution of participants to modules (issue 17), a pure and deterministic function
 * the mock server runs for the organiser. Serial dictatorship by rating:
 *   1. participants who ranked modules go first, by rating (points of their feedback) from high to low,
 *      ties by the earlier saved ranking, then by id; participants without a ranking follow in the same order;
 *   2. each takes the first module of their own ranking that still has a place;
 *   3. if every ranked module is full (or they ranked none), the module of their course with the most free
 *      places (ties: the smaller id); with no free place in their course they stay without a module.
 * Same input, same output; places are never exceeded; every assignment carries its reason.
 */
export interface DistModule {
  moduleID: number
  course: number
  places: number
}
export interface DistStudent {
  studentID: number
  course: number
  rating: number
  /** Module ids, most wanted first (modules of other courses are ignored). */
  ranking: readonly number[]
  /** When the ranking was saved (yyyy-mm-dd…); earlier wins a tie of ratings. */
  savedAt?: string | null
}
export type DistReason = 'first' | 'lower' | 'fallback' | 'noRanking' | 'noPlaces'
export interface DistAssignment {
  studentID: number
  moduleID: number | null
  /** Place of the module in the participant's ranking (1 = most wanted), null when not ranked. */
  rank: number | null
  /** Position in the queue (1 = chose first). */
  queue: number
  rating: number
  reason: DistReason
  /** The higher-ranked modules that were already full at the participant's turn. */
  fullAbove: number[]
}
export interface DistResult {
  assignments: DistAssignment[]
  taken: Record<number, number>
}

function queueOrder(a: DistStudent, b: DistStudent): number {
  const ranked = Number(b.ranking.length > 0) - Number(a.ranking.length > 0)
  if (ranked) return ranked
  if (a.rating !== b.rating) return b.rating - a.rating
  const sa = a.savedAt ?? '\uffff'
  const sb = b.savedAt ?? '\uffff'
  if (sa !== sb) return sa < sb ? -1 : 1
  return a.studentID - b.studentID
}

export function distribute(modules: readonly DistModule[], students: readonly DistStudent[]): DistResult {
  const byID = new Map(modules.map((m) => [m.moduleID, m]))
  const taken: Record<number, number> = Object.fromEntries(modules.map((m) => [m.moduleID, 0]))
  const free = (id: number) => (byID.get(id)?.places ?? 0) - taken[id]
  const queue = [...students].sort(queueOrder)
  const assignments = queue.map((st, i): DistAssignment => {
    const own = [...new Set(st.ranking)].filter((id) => byID.get(id)?.course === st.course)
    const at = own.findIndex((id) => free(id) > 0)
    const base = { studentID: st.studentID, queue: i + 1, rating: st.rating }
    if (at >= 0) {
      taken[own[at]] += 1
      return {
        ...base,
        moduleID: own[at],
        rank: at + 1,
        reason: at === 0 ? 'first' : 'lower',
        fullAbove: own.slice(0, at),
      }
    }
    const spare = modules
      .filter((m) => m.course === st.course && free(m.moduleID) > 0)
      .sort((a, b) => free(b.moduleID) - free(a.moduleID) || a.moduleID - b.moduleID)[0]
    if (!spare) return { ...base, moduleID: null, rank: null, reason: 'noPlaces', fullAbove: own }
    taken[spare.moduleID] += 1
    return {
      ...base,
      moduleID: spare.moduleID,
      rank: null,
      reason: own.length ? 'fallback' : 'noRanking',
      fullAbove: own,
    }
  })
  return { assignments, taken }
}

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1
  const a = Math.max(0, Math.min(last, from))
  const b = Math.max(0, Math.min(last, to))
  if (a === b || list.length === 0) return [...list]
  const out = [...list]
  const [item] = out.splice(a, 1)
  out.splice(b, 0, item)
  return out
}
