import type { SnapshotFrom } from 'xstate'
import { totalsByDepartment } from '@/api/nir-finnir'
import type { finNirRegisterMachine } from './finnir-register.machine'

type S = SnapshotFrom<typeof finNirRegisterMachine>

export const selectLoading = (s: S) => s.matches('loading')
export const selectFailed = (s: S) => s.matches('failed')
export const selectError = (s: S) => s.context.error
export const selectDepartment = (s: S) => s.context.department
/** The accepted claims of the chosen department (all without one). */
export const selectVisibleClaims = (s: S) =>
  s.context.department === null
    ? s.context.claims
    : s.context.claims.filter((c) => c.department === s.context.department)
/** Totals per department over every accepted claim (memoised on the claims array). */
let lastClaims: S['context']['claims'] | null = null
let lastTotals: ReturnType<typeof totalsByDepartment> = { rows: [], total: { department: '', count: 0, amount: 0 } }
export const selectTotals = (s: S) => {
  if (s.context.claims !== lastClaims) {
    lastClaims = s.context.claims
    lastTotals = totalsByDepartment(s.context.claims)
  }
  return lastTotals
}
