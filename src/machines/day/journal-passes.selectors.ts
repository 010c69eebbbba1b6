import type { SnapshotFrom } from 'xstate'
import type { journalPassesMachine } from './journal-passes.machine'

type Snapshot = SnapshotFrom<typeof journalPassesMachine>

export const selectPassesLoading = (s: Snapshot) => s.matches('loading')
export const selectPasses = (s: Snapshot) => s.context.passes
export const selectPassesFailure = (s: Snapshot) => s.context.failure
