import type { SnapshotFrom } from 'xstate'
import type { MailFile } from '@/api/mail'
import type { letterMachine } from './letter.machine'

type Snapshot = SnapshotFrom<typeof letterMachine>
const NO_FILES: MailFile[] = []

export const selectLetter = (s: Snapshot) => s.context.letter
export const selectLetterFailed = (s: Snapshot) => s.matches('failed')
export const selectFolders = (s: Snapshot) => s.context.folders
export const selectFiles = (s: Snapshot) => s.context.letter?.files ?? NO_FILES
export const selectBusyFileID = (s: Snapshot) => s.context.busyFileID
export const selectFailedFileID = (s: Snapshot) => s.context.failedFileID
export const selectPreview = (s: Snapshot) => s.context.preview
/** The folder the letter is in (null = the inbox). */
export const selectLetterFolderID = (s: Snapshot) => s.context.letter?.folderID ?? null
export const selectMoving = (s: Snapshot) => s.matches({ ready: { folder: 'moving' } })
