import type { SnapshotFrom } from 'xstate'
import type { signaturesMachine } from './signatures.machine'

type Snapshot = SnapshotFrom<typeof signaturesMachine>

export const selectSignatureItems = (s: Snapshot) => s.context.items
export const selectSignaturesLoading = (s: Snapshot) => s.matches('loading')
export const selectSignaturesLoadFailure = (s: Snapshot) => (s.matches('failed') ? s.context.loadFailure : null)
export const selectDecidingID = (s: Snapshot) => (s.matches('deciding') ? s.context.decidingID : null)
/** The refused decision's failure, for the document it belongs to. */
export const selectDecideFailure = (s: Snapshot) =>
  s.context.decideFailure ? { id: s.context.decidingID, failure: s.context.decideFailure } : null
export const selectDecidedID = (s: Snapshot) => s.context.decidedID
