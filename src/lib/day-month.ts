import { addDays, dayMs, mondayOf, toDay, weekdayOf } from './day-week'

/**
 * Month arithmetic of the timetable calendar. Months travel as 'yyyy-mm', days as 'yyyy-mm-dd'
 * (Moscow calendar days, computed on UTC midnights like the week rules).
 */
export function monthOf(day: string): string {
  return day.slice(0, 7)
}
export function isMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value)
}
export function firstOfMonth(month: string): string {
  return `${month}-01`
}
export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number)
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}
export function lastOfMonth(month: string): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`
}
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number)
  return toDay(Date.UTC(y, m - 1 + n, 1)).slice(0, 7)
}
/** The same day of the month `n` months away, clamped to that month's length (31 January + 1 → 28/29 February). */
export function shiftMonth(day: string, n: number): string {
  const month = addMonths(monthOf(day), n)
  const date = Math.min(Number(day.slice(8)), daysInMonth(month))
  return `${month}-${String(date).padStart(2, '0')}`
}

/** The weeks (Monday to Sunday) that show the month, each as its seven days. */
export function monthGrid(month: string): string[][] {
  const weeks: string[][] = []
  const last = dayMs(lastOfMonth(month))
  for (let monday = mondayOf(firstOfMonth(month)); dayMs(monday) <= last; monday = addDays(monday, 7))
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)))
  return weeks
}

export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown'
export const CALENDAR_KEYS: readonly string[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]

/** The day a key moves to in the calendar grid (the usual date-grid keys: a day, a week, the week's ends, a month). */
export function moveDay(day: string, key: CalendarKey): string {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1)
    case 'ArrowRight':
      return addDays(day, 1)
    case 'ArrowUp':
      return addDays(day, -7)
    case 'ArrowDown':
      return addDays(day, 7)
    case 'Home':
      return addDays(day, -weekdayOf(day))
    case 'End':
      return addDays(day, 6 - weekdayOf(day))
    case 'PageUp':
      return shiftMonth(day, -1)
    case 'PageDown':
      return shiftMonth(day, 1)
  }
}
