import { JOURNAL_CREDITS, JOURNAL_MARKS } from '@/lib/constants/journal'
import { fillingPercent } from '@/lib/journal-stats'

const MARKS: readonly string[] = [...JOURNAL_MARKS, ...JOURNAL_CREDITS]

/** How many of the lessons held have at least one mark («5»…«2», «зачтено», «не зачтено») entered. */
export function lessonsWithMarks(held: readonly string[], cells: readonly { date: string; value: string }[]): number {
  const marked = new Set(cells.filter((c) => MARKS.includes(c.value)).map((c) => c.date))
  return held.filter((d) => marked.has(d)).length
}

export interface RatedTeacher {
  teacherID: number
  teacher: string
  held: number
  filled: number
}

/**
 * The teachers' rating by journal filling (/Journals/TeachersRating): the higher share of lessons held
 * with values entered first; a teacher with no lesson held yet goes last; equal shares share a place
 * (1, 2, 2, 4), ordered inside by more lessons held, then by name.
 */
export function rankTeachers<T extends RatedTeacher>(
  rows: readonly T[],
): (T & { place: number; percent: number | null })[] {
  const scored = rows.map((r) => ({ ...r, percent: fillingPercent(r.held, r.filled) }))
  scored.sort(
    (a, b) => (b.percent ?? -1) - (a.percent ?? -1) || b.held - a.held || a.teacher.localeCompare(b.teacher, 'ru'),
  )
  let place = 0
  return scored.map((r, i) => {
    if (i === 0 || r.percent !== scored[i - 1].percent) place = i + 1
    return { ...r, place }
  })
}

/** A semester of the forming statistics: spec 2 §9 (the academic year's first calendar year; 1 autumn, 0 spring). */
export interface Period {
  year: number
  sem: 0 | 1
}

/** The period in a route's `{year?}/{sem?}` (null: not given or not a period). */
export function periodOf(year: string | undefined, sem: string | undefined): Period | null {
  if (!year || !/^\d{4}$/.test(year) || (sem !== '0' && sem !== '1')) return null
  return { year: Number(year), sem: sem === '1' ? 1 : 0 }
}

/** The current semester and the `count - 1` before it, newest first. */
export function recentPeriods(current: Period, count: number): Period[] {
  const out: Period[] = [current]
  while (out.length < count) {
    const last = out[out.length - 1]
    out.push(last.sem === 0 ? { year: last.year, sem: 1 } : { year: last.year - 1, sem: 0 })
  }
  return out
}
