import type { SnapshotFrom } from 'xstate'
import type { journalStatMachine } from './journal-stat.machine'
import { rankTeachers } from '@/lib/journal-forming'
import type { RatingRow } from '@/api/journal-stats'

type Snapshot = SnapshotFrom<typeof journalStatMachine>

export const selectStatLoading = (s: Snapshot) => s.matches('loading')
export const selectStatFailure = (s: Snapshot) => s.context.failure
export const selectAttendanceRows = (s: Snapshot) =>
  s.context.stat?.kind === 'attendance' ? s.context.stat.rows : null
export const selectMissedRows = (s: Snapshot) => (s.context.stat?.kind === 'missed' ? s.context.stat.rows : null)
export const selectFillingRows = (s: Snapshot) => (s.context.stat?.kind === 'filling' ? s.context.stat.rows : null)
export const selectForming = (s: Snapshot) => (s.context.stat?.kind === 'forming' ? s.context.stat : null)
const rankCache = new WeakMap<object, ReturnType<typeof rankTeachers<RatingRow>>>()
/** The teachers' rating, ranked once per answer (a stable array for the screen). */
export const selectRating = (s: Snapshot) => {
  const stat = s.context.stat
  if (stat?.kind !== 'rating') return null
  const known = rankCache.get(stat.rows)
  if (known) return known
  const ranked = rankTeachers(stat.rows)
  rankCache.set(stat.rows, ranked)
  return ranked
}
