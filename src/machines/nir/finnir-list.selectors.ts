import type { SnapshotFrom } from 'xstate'
import type { finNirListMachine } from './finnir-list.machine'

type S = SnapshotFrom<typeof finNirListMachine>

export const selectLoading = (s: S) => s.matches('loading')
export const selectFailed = (s: S) => s.matches('failed')
export const selectBusy = (s: S) => s.hasTag('busy')
export const selectClaims = (s: S) => s.context.claims
export const selectError = (s: S) => s.context.error
export const selectReturning = (s: S) => s.context.returning
export const selectReturnClaim = (s: S) => s.context.claims.find((c) => c.workID === s.context.returning) ?? null
export const selectDone = (s: S) => s.context.done
