import type { SnapshotFrom } from 'xstate'
import type { Grade } from '@/api/day'
import { averageMark, bySemester, isDebt, type SemesterSummary } from '@/lib/day-grades'
import type { gradeBookMachine } from './grade-book.machine'

type Snapshot = SnapshotFrom<typeof gradeBookMachine>

export const selectIsLoading = (s: Snapshot) => s.matches('loading') || s.matches('start')
export const selectIsFinding = (s: Snapshot) => s.matches('finding')
export const selectIsSearching = (s: Snapshot) => s.matches({ finding: 'searching' })
export const selectFound = (s: Snapshot) => s.context.found
export const selectFailure = (s: Snapshot) => s.context.failure
export const selectStudent = (s: Snapshot) => s.context.book?.student ?? null
export const selectSemester = (s: Snapshot) => s.context.semester
const grades = (s: Snapshot) => s.context.book?.grades ?? []
/** Every semester with its rows, average and debts (the same array while the book is unchanged). */
const cache = new WeakMap<object, SemesterSummary<Grade>[]>()
export const selectSemesters = (s: Snapshot) => {
  const book = s.context.book
  if (!book) return []
  let value = cache.get(book)
  if (!value) cache.set(book, (value = bySemester(book.grades)))
  return value
}
export const selectAverage = (s: Snapshot) => averageMark(grades(s))
export const selectDebtCount = (s: Snapshot) => grades(s).filter(isDebt).length
