import type { SnapshotFrom } from 'xstate'
import type { mailboxMachine } from './mailbox.machine'

type Snapshot = SnapshotFrom<typeof mailboxMachine>

export const selectKind = (s: Snapshot) => s.context.kind
export const selectFolderID = (s: Snapshot) => s.context.folderID
export const selectFolders = (s: Snapshot) => s.context.folders
export const selectItems = (s: Snapshot) => s.context.items
export const selectQuery = (s: Snapshot) => s.context.query
export const selectSelected = (s: Snapshot) => s.context.selected
export const selectPage = (s: Snapshot) => s.context.page
/** Pages of the current list (at least 1). */
export const selectPages = (s: Snapshot) => Math.max(1, Math.ceil(s.context.total / s.context.rowsPerPage))
/** The list is (re)loading or a move/mark is on its way. */
export const selectListBusy = (s: Snapshot) => s.matches('loading') || s.matches('moving') || s.matches('marking')
export const selectListFailed = (s: Snapshot) => s.matches('failed')
