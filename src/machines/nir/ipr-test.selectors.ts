import type { SnapshotFrom } from 'xstate'
import type { iprTestMachine } from './ipr-test.machine'

type S = SnapshotFrom<typeof iprTestMachine>
export const selectLoading = (s: S) => s.matches('loading')
export const selectFailed = (s: S) => s.matches('failed')
export const selectHosts = (s: S) => s.context.hosts
export const selectLog = (s: S) => s.context.log
export const selectChecking = (s: S) => s.context.checking
export const selectError = (s: S) => s.context.error
/** How many hosts answered at their last check. */
export const selectReachable = (s: S) => s.context.hosts.filter((h) => h.last?.ok).length
