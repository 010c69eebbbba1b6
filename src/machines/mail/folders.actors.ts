import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/mail'

export const loadFolders = fromPromise<api.MailFolder[]>(({ signal }) => api.getFolders({ signal }))
/** Silent: a refused name is shown in the form with the server's message. */
export const createFolder = fromPromise<api.MailFolder, { name: string }>(({ input, signal }) =>
  api.createFolder(input.name, { signal, silent: true }),
)
export const renameFolder = fromPromise<api.MailFolder, { folderID: number; name: string }>(({ input, signal }) =>
  api.renameFolder(input.folderID, input.name, { signal, silent: true }),
)
export const deleteFolder = fromPromise<unknown, { folderID: number }>(({ input, signal }) =>
  api.deleteFolder(input.folderID, { signal }),
)
