import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/mail'
import type { FileJob } from './mail.types'

/** The letter and the folders (for the move menu). */
export const loadLetter = fromPromise<{ letter: api.Letter; folders: api.MailFolder[] }, { messageID: number }>(
  async ({ input, signal }) => {
    const [letter, folders] = await Promise.all([
      api.getLetter(input.messageID, { signal }),
      api.getFolders({ signal }),
    ])
    return { letter, folders }
  },
)
/** Marks the letter read; answers the user's unread count afterwards. */
export const markRead = fromPromise<api.UnreadMail, { messageID: number }>(({ input, signal }) =>
  api.markRead([input.messageID], true, { signal }),
)
export const fetchFile = fromPromise<{ blob: Blob } & FileJob, FileJob>(async ({ input, signal }) => ({
  ...input,
  blob: await api.downloadFile(input.fileID, { signal }),
}))
export const moveLetter = fromPromise<{ folderID: number | null }, { messageID: number; folderID: number | null }>(
  async ({ input, signal }) => {
    await api.moveLetters([input.messageID], input.folderID, { signal })
    return { folderID: input.folderID }
  },
)
