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

/** Whether a day lies inside one of the valid passes (inclusive bounds). */
export const isExcused = (day: string, passes: readonly { dateFrom: string; dateTo: string }[]) =>
  passes.some((p) => p.dateFrom <= day && day <= p.dateTo)

/** The share of lessons held that have at least one mark or absence entered, in whole percent (null: none held). */
export function fillingPercent(held: number, filled: number): number | null {
  if (held <= 0) return null
  return Math.round((Math.min(filled, held) / held) * 100)
}

/**
 * One journal's attendance: every student at every lesson held is one expected attendance; an «н»
 * is an absence, excused when inside one of that student's valid passes.
 */
export function journalAttendance(
  held: readonly string[],
  studentIDs: readonly number[],
  cells: readonly { studentID: number; date: string; value: string }[],
  passesOf: (studentID: number) => readonly { dateFrom: string; dateTo: string }[],
): { expected: number; absences: number; valid: number } {
  const heldSet = new Set(held)
  const students = new Set(studentIDs)
  let absences = 0
  let valid = 0
  for (const c of cells) {
    if (c.value !== JOURNAL_ABSENT || !heldSet.has(c.date) || !students.has(c.studentID)) continue
    absences += 1
    if (isExcused(c.date, passesOf(c.studentID))) valid += 1
  }
  return { expected: held.length * studentIDs.length, absences, valid }
}

/** How many of the lessons held have at least one value entered in the journal. */
export function filledLessons(held: readonly string[], cells: readonly { date: string; value: string }[]): number {
  const withValue = new Set(cells.filter((c) => c.value !== '').map((c) => c.date))
  return held.filter((d) => withValue.has(d)).length
}

/** Sums rows' figures by a key (a group's or a teacher's journals into one row), keeping the first row's other fields. */
export function sumBy<T extends Record<string, unknown>>(
  rows: readonly T[],
  keyOf: (row: T) => string | number,
  figures: readonly (keyof T)[],
): T[] {
  const out = new Map<string | number, T>()
  for (const row of rows) {
    const k = keyOf(row)
    const prev = out.get(k)
    if (!prev) {
      out.set(k, { ...row })
      continue
    }
    const next: Record<string, unknown> = { ...prev }
    for (const f of figures) next[f as string] = Number(prev[f]) + Number(row[f])
    out.set(k, next as T)
  }
  return [...out.values()]
}
