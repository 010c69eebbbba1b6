import type { SnapshotFrom } from 'xstate'
import type { journalStatMachine } from './journal-stat.machine'

type Snapshot = SnapshotFrom<typeof journalStatMachine>

export const selectStatLoading = (s: Snapshot) => s.matches('loading')
export const selectStatFailure = (s: Snapshot) => s.context.failure
export const selectAttendanceRows = (s: Snapshot) =>
  s.context.stat?.kind === 'attendance' ? s.context.stat.rows : null
export const selectMissedRows = (s: Snapshot) => (s.context.stat?.kind === 'missed' ? s.context.stat.rows : null)
export const selectFillingRows = (s: Snapshot) => (s.context.stat?.kind === 'filling' ? s.context.stat.rows : null)
