import type { SnapshotFrom } from 'xstate'
import type { recountPointsMachine } from './recount-points.machine'

type S = SnapshotFrom<typeof recountPointsMachine>
export const selectLoading = (s: S) => s.matches('loading')
export const selectFailed = (s: S) => s.matches('failed')
export const selectRunning = (s: S) => s.matches('running')
export const selectYears = (s: S) => s.context.years
export const selectYear = (s: S) => s.context.year
export const selectLog = (s: S) => s.context.log
export const selectResult = (s: S) => s.context.result
export const selectError = (s: S) => s.context.error
