import type { SnapshotFrom } from 'xstate'
import { decidesNow } from '@/api/achieve-applications'
import type { applicationMachine } from './application.machine'

type Snapshot = SnapshotFrom<typeof applicationMachine>

export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed')
export const selectBusy = (s: Snapshot) => s.hasTag('busy')
export const selectApp = (s: Snapshot) => s.context.app
export const selectError = (s: Snapshot) => s.context.error
export const selectDone = (s: Snapshot) => s.context.done
/** The signed-in user decides the application at its current stage. */
export const selectDecides = (s: Snapshot) => s.context.app !== null && decidesNow(s.context.app, s.context.roles)
/** The signed-in student may correct and resubmit it. */
export const selectResubmits = (s: Snapshot) =>
  s.context.app?.studentID === s.context.userID && s.context.app.status === 'returned'
