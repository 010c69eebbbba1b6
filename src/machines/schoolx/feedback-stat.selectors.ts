import type { SnapshotFrom } from 'xstate'
import type { StudentStat } from '@/api/schoolx'
import type { feedbackStatMachine, SortKey } from './feedback-stat.machine'

type Snapshot = SnapshotFrom<typeof feedbackStatMachine>

export const selectIsLoading = (s: Snapshot) => s.matches('loadingDates') || s.matches('loading')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectEmpty = (s: Snapshot) => s.matches('empty')
export const selectDates = (s: Snapshot) => s.context.dates
export const selectQuery = (s: Snapshot) => s.context.query
export const selectType = (s: Snapshot) => s.context.type
export const selectActivities = (s: Snapshot) => s.context.loaded?.activities ?? null
export const selectFormResult = (s: Snapshot) => s.context.loaded?.formResult ?? null
export const selectSort = (s: Snapshot) => s.context.sort

/** The students list sorted as chosen (ties by name, so the order is stable). */
export function sortStudents(rows: readonly StudentStat[], key: SortKey, desc: boolean): StudentStat[] {
  const dir = desc ? -1 : 1
  const value = (r: StudentStat) => r[key]
  return [...rows].sort((a, b) => {
    const x = value(a)
    const y = value(b)
    const cmp =
      x === y
        ? 0
        : x === null
          ? 1
          : y === null
            ? -1
            : typeof x === 'number' && typeof y === 'number'
              ? (x - y) * dir
              : String(x).localeCompare(String(y), 'ru') * dir
    return cmp || a.fio.localeCompare(b.fio, 'ru')
  })
}

const sortedCache = new WeakMap<object, Map<string, StudentStat[]>>()
export const selectStudents = (s: Snapshot): StudentStat[] => {
  const rows = s.context.loaded?.students
  if (!rows) return []
  const key = `${s.context.sort.key}/${s.context.sort.desc}`
  let byKey = sortedCache.get(rows)
  if (!byKey) sortedCache.set(rows, (byKey = new Map()))
  let sorted = byKey.get(key)
  if (!sorted) byKey.set(key, (sorted = sortStudents(rows, s.context.sort.key, s.context.sort.desc)))
  return sorted
}
