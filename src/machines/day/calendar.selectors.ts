import type { SnapshotFrom } from 'xstate'
import type { calendarMachine } from './calendar.machine'

type Snapshot = SnapshotFrom<typeof calendarMachine>

export const selectCalendarLoading = (s: Snapshot) => s.matches('loading')
export const selectCalendarFailure = (s: Snapshot) => s.context.failure
export const selectCalendarName = (s: Snapshot) => s.context.name
export const selectMonth = (s: Snapshot) => s.context.month
export const selectSelectedDay = (s: Snapshot) => s.context.day
export const selectToday = (s: Snapshot) => s.context.today
/** Lessons per day of the shown month, as a stable reference until the next load. */
export const selectMonthLessons = (s: Snapshot) => s.context.lessons
