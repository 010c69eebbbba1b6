import type { SnapshotFrom } from 'xstate'
import type { journalMachine } from './journal.machine'

type Snapshot = SnapshotFrom<typeof journalMachine>

export const selectJournalLoading = (s: Snapshot) => s.matches('loading')
export const selectJournalFailure = (s: Snapshot) => s.context.failure
export const selectJournal = (s: Snapshot) => s.context.journal
export const selectCellValues = (s: Snapshot) => s.context.values
export const selectSaving = (s: Snapshot) => s.matches({ ready: 'saving' })
export const selectSaveFailure = (s: Snapshot) => s.context.saveFailure
export const selectServerMessage = (s: Snapshot) => s.context.serverMessage
export const selectLastSaved = (s: Snapshot) => s.context.lastSaved
