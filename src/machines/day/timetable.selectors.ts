import type { SnapshotFrom } from 'xstate'
import { currentAndNext, parityOf, studyDaysOf, weekNumberOf } from '@/lib/day-week'
import type { timetableMachine } from './timetable.machine'

type Snapshot = SnapshotFrom<typeof timetableMachine>

export const selectIsLoading = (s: Snapshot) => s.matches('loading')
export const selectFailure = (s: Snapshot) => s.context.failure
export const selectServerMessage = (s: Snapshot) => s.context.serverMessage
export const selectWeek = (s: Snapshot) => s.context.week
export const selectWeekStart = (s: Snapshot) => s.context.weekStart
export const selectDays = (s: Snapshot) => studyDaysOf(s.context.weekStart)
export const selectDay = (s: Snapshot) => s.context.day
/** Week number of the academic year and its parity (spec 2 §9 academic-year rules). */
export const selectWeekNumber = (s: Snapshot) => weekNumberOf(s.context.weekStart)
export const selectParity = (s: Snapshot) => parityOf(s.context.weekStart)
export const selectNow = (s: Snapshot) => s.context.now
/** Ids of the lesson going on now and the next one in the shown week (objects: compare with shallowEqual). */
export const selectMarks = (s: Snapshot) => currentAndNext(s.context.week?.lessons ?? [], s.context.now)
