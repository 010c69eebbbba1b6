import { JOURNAL_AUTUMN, JOURNAL_SPRING } from '@/lib/constants/journal'
import { addDays } from '@/lib/day-week'

export interface SemesterRange {
  /** First and last day, 'yyyy-mm-dd'. */
  start: string
  end: string
  /** Spec 2 §9: 1 autumn, 0 spring. */
  semester: 0 | 1
  /** The academic year's first calendar year. */
  year: number
}

/**
 * The semester a day belongs to, or the last one before it when the day falls in a break
 * (the winter session and holidays belong to the autumn semester, the summer to the spring one).
 */
export function semesterRange(day: string): SemesterRange {
  const y = Number(day.slice(0, 4))
  const md = day.slice(5)
  if (md >= JOURNAL_AUTUMN.start)
    return { start: `${y}-${JOURNAL_AUTUMN.start}`, end: `${y}-${JOURNAL_AUTUMN.end}`, semester: 1, year: y }
  if (md >= JOURNAL_SPRING.start)
    return { start: `${y}-${JOURNAL_SPRING.start}`, end: `${y}-${JOURNAL_SPRING.end}`, semester: 0, year: y - 1 }
  return { start: `${y - 1}-${JOURNAL_AUTUMN.start}`, end: `${y - 1}-${JOURNAL_AUTUMN.end}`, semester: 1, year: y - 1 }
}

/** Every day from start to end inclusive. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = []
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d)
  return days
}

/** The lesson dates that have taken place by `today` (the ones a teacher may mark). */
export function pastDates(dates: readonly string[], today: string): string[] {
  return dates.filter((d) => d <= today)
}
