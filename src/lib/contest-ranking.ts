/**
 * The arithmetic of contests (issue 16): an application's score is the mean of its judges' totals; the
 * ranking gives tied scores the same place and skips the places they take («1, 2, 2, 4»). The randomizer
 * draws the order of presentations from a seed, so the same seed and names give the same order anywhere.
 */

/** One judge's marks of one application: a mark per criterion. */
export interface JudgeMarks {
  judgeID: number
  marks: readonly { criterionID: number; mark: number }[]
}

/** A judge's total: the sum of their marks. */
export const judgeTotal = (m: JudgeMarks): number => m.marks.reduce((sum, x) => sum + x.mark, 0)

/** The application's score: the mean of the judges' totals, rounded to hundredths; null when nobody marked it. */
export function applicationScore(byJudges: readonly JudgeMarks[]): number | null {
  if (byJudges.length === 0) return null
  const mean = byJudges.reduce((sum, m) => sum + judgeTotal(m), 0) / byJudges.length
  return Math.round(mean * 100) / 100
}

export interface Ranked<T> {
  item: T
  score: number | null
  /** 1-based place; equal scores share a place; unmarked entries have none. */
  place: number | null
  tied: boolean
}

/** Sorts by score (highest first, unmarked last, then by `tieOrder`) and gives competition places. */
export function rankWithTies<T>(
  items: readonly T[],
  scoreOf: (item: T) => number | null,
  tieOrder: (a: T, b: T) => number = () => 0,
): Ranked<T>[] {
  const scored = items.map((item) => ({ item, score: scoreOf(item) }))
  scored.sort((a, b) => {
    if (a.score === null || b.score === null)
      return a.score === b.score ? tieOrder(a.item, b.item) : a.score === null ? 1 : -1
    return b.score - a.score || tieOrder(a.item, b.item)
  })
  return scored.map((entry) => {
    if (entry.score === null) return { ...entry, place: null, tied: false }
    const first = scored.findIndex((x) => x.score === entry.score)
    const count = scored.filter((x) => x.score === entry.score).length
    return { ...entry, place: first + 1, tied: count > 1 }
  })
}

/** mulberry32: a small, well-spread 32-bit generator; the same seed gives the same stream. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A fair (Fisher–Yates) shuffle driven by the seed: every order is equally likely and reproducible. */
export function seededOrder<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed)
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}
