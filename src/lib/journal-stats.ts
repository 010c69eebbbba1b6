import { JOURNAL_ABSENT, JOURNAL_MARKS } from '@/lib/constants/journal'

/** Attended share in whole percent (null: no lesson has taken place yet). */
export function attendancePercent(lessons: number, absences: number): number | null {
  if (lessons <= 0) return null
  return Math.round(((lessons - Math.min(absences, lessons)) / lessons) * 100)
}

/** Absences split into excused (inside a valid pass) and unexcused ones. */
export function splitAbsences(
  absentDates: readonly string[],
  passes: readonly { dateFrom: string; dateTo: string }[],
): { valid: number; invalid: number } {
  const valid = absentDates.filter((d) => passes.some((p) => p.dateFrom <= d && d <= p.dateTo)).length
  return { valid, invalid: absentDates.length - valid }
}

/** The average of the numeric marks among cell values, to two places (null: no marks). */
export function averageOfMarks(values: readonly string[]): number | null {
  const marks = values.filter((v) => (JOURNAL_MARKS as readonly string[]).includes(v)).map(Number)
  if (!marks.length) return null
  return Math.round((marks.reduce((a, b) => a + b, 0) / marks.length) * 100) / 100
}

/** How many cells are absences. */
export const absencesOf = (values: readonly string[]) => values.filter((v) => v === JOURNAL_ABSENT).length
