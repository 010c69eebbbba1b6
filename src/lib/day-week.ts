import { ACADEMIC_YEAR_START_MONTH, PAIR_TIMES, STUDY_DAYS, TIMETABLE_UTC_OFFSET_MINUTES } from './constants/day'

/**
 * Week and parity rules of the timetable. Dates travel as 'yyyy-mm-dd' (Moscow calendar days); day
 * arithmetic runs on UTC midnights so no time zone or DST shift can move a day.
 */
const DAY_MS = 86_400_000

export function toDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}
export function dayMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number)
  return Date.UTC(y, m - 1, d)
}
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && toDay(dayMs(value)) === value
}
export function addDays(day: string, n: number): string {
  return toDay(dayMs(day) + n * DAY_MS)
}
/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(day: string): number {
  return (new Date(dayMs(day)).getUTCDay() + 6) % 7
}
export function mondayOf(day: string): string {
  return addDays(day, -weekdayOf(day))
}
/** The Moscow calendar day and minutes since midnight of an instant. */
export function moscowClock(now: Date): { day: string; minutes: number } {
  const shifted = now.getTime() + TIMETABLE_UTC_OFFSET_MINUTES * 60_000
  const date = new Date(shifted)
  return { day: toDay(shifted), minutes: date.getUTCHours() * 60 + date.getUTCMinutes() }
}

/** Spec 2 §9: the academic year starts in September; its first calendar year. */
export function academicYearOf(day: string): number {
  const [y, m] = day.split('-').map(Number)
  return m - 1 >= ACADEMIC_YEAR_START_MONTH ? y : y - 1
}
/** Spec 2 §9: the session year is a 9-character string like 2023-2024. */
export function academicYearLabel(startYear: number): string {
  return `${startYear}-${startYear + 1}`
}
/** Spec 2 §9: semester 0 for February to July, else 1. */
export function semesterOf(day: string): 0 | 1 {
  const m = Number(day.slice(5, 7))
  return m >= 2 && m <= 7 ? 0 : 1
}

/** Week 1 is the week holding 1 September; the count runs on through the whole academic year. */
export function weekNumberOf(day: string): number {
  // the week holding 1 September belongs to the new year, even its August days
  const first = mondayOf(`${academicYearOf(addDays(mondayOf(day), 6))}-09-01`)
  return Math.floor((dayMs(mondayOf(day)) - dayMs(first)) / (7 * DAY_MS)) + 1
}
export type Parity = 'odd' | 'even'
export function parityOf(day: string): Parity {
  return weekNumberOf(day) % 2 === 1 ? 'odd' : 'even'
}

/** The study days (Monday to Saturday) of the week starting at `monday`. */
export function studyDaysOf(monday: string): string[] {
  return Array.from({ length: STUDY_DAYS }, (_, i) => addDays(monday, i))
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number)
  return h * 60 + m
}
export function pairTime(pair: number) {
  return PAIR_TIMES.find((p) => p.pair === pair) ?? null
}

/** A lesson as far as the marks need it. */
export interface TimedLesson {
  id: number
  date: string
  pair: number
}

/**
 * The lesson going on at `now` and the next one after it (the next may be on a later day of the list).
 * Lessons outside the bell schedule are ignored.
 */
export function currentAndNext(
  lessons: readonly TimedLesson[],
  now: Date,
): { current: number | null; next: number | null } {
  const { day, minutes } = moscowClock(now)
  const at = dayMs(day) / 60_000 + minutes
  let current: number | null = null
  let next: { id: number; start: number } | null = null
  for (const lesson of lessons) {
    const time = pairTime(lesson.pair)
    if (!time) continue
    const base = dayMs(lesson.date) / 60_000
    const start = base + minutesOf(time.start)
    const end = base + minutesOf(time.end)
    if (at >= start && at < end) current = lesson.id
    else if (start > at && (!next || start < next.start)) next = { id: lesson.id, start }
  }
  return { current, next: next?.id ?? null }
}
