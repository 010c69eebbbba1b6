import type { SnapshotFrom } from 'xstate'
import type { finNirClaimMachine } from './finnir-claim.machine'

type S = SnapshotFrom<typeof finNirClaimMachine>

export const selectLoading = (s: S) => s.matches('start') || s.matches('loading')
export const selectFailed = (s: S) => s.matches('failed')
export const selectBusy = (s: S) => s.hasTag('busy')
export const selectSaved = (s: S) => s.matches('saved')
export const selectClaim = (s: S) => s.context.claim
export const selectError = (s: S) => s.context.error
export const selectFormKey = (s: S) => s.context.formKey
/** The saved claim's id (for the move to its page). */
export const selectSavedID = (s: S) => (s.matches('saved') ? s.context.workID : null)
