import type { SnapshotFrom } from 'xstate'
import type { foldersMachine } from './folders.machine'

type Snapshot = SnapshotFrom<typeof foldersMachine>

export const selectFolders = (s: Snapshot) => s.context.folders
export const selectFoldersLoading = (s: Snapshot) => s.matches('loading')
export const selectConfirming = (s: Snapshot) => s.matches('confirming')
/** Only a settled list takes a new name: a create or rename sent while the list loads would be dropped. */
export const selectFoldersReady = (s: Snapshot) => s.matches('ready')
/** 'invalid', 'failed' or the server's message for a refused name. */
export const selectFolderError = (s: Snapshot) => s.context.error
/** The folder whose deletion waits for 'Удалить папку?'. */
export const selectConfirmFolder = (s: Snapshot) =>
  s.context.folders.find((f) => f.folderID === s.context.confirmID) ?? null
