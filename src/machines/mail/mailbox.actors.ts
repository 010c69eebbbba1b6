import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/mail'

/** The list page and the folders (for the move menu and the navigation) together. */
export const loadList = fromPromise<{ list: api.LetterList; folders: api.MailFolder[] }, api.ListQuery>(
  async ({ input, signal }) => {
    const [list, folders] = await Promise.all([api.getLetters(input, { signal }), api.getFolders({ signal })])
    return { list, folders }
  },
)
export const moveLetters = fromPromise<unknown, { messageIDs: number[]; folderID: number | null }>(
  ({ input, signal }) => api.moveLetters(input.messageIDs, input.folderID, { signal }),
)
export const markLetters = fromPromise<api.UnreadMail, { messageIDs: number[]; isRead: boolean }>(({ input, signal }) =>
  api.markRead(input.messageIDs, input.isRead, { signal }),
)
