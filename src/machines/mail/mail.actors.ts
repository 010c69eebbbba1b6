import { fromPromise } from 'xstate'
import * as api from '@/api/mail'
import { mailboxMachine } from './mailbox.machine'
import { letterMachine } from './letter.machine'
import { foldersMachine } from './folders.machine'
import { mailPollMachine } from './mail-poll.machine'

/** The list, reader, folder and polling machines wired to the mail API. */
export const liveMailboxMachine = mailboxMachine.provide({
  actors: {
    loadList: fromPromise(async ({ input, signal }) => {
      const [list, folders] = await Promise.all([api.getLetters(input, { signal }), api.getFolders({ signal })])
      return { list, folders }
    }),
    moveLetters: fromPromise(({ input, signal }) => api.moveLetters(input.messageIDs, input.folderID, { signal })),
    markLetters: fromPromise(({ input, signal }) => api.markRead(input.messageIDs, input.isRead, { signal })),
  },
})

export const liveLetterMachine = letterMachine.provide({
  actors: {
    loadLetter: fromPromise(async ({ input, signal }) => {
      const [letter, folders] = await Promise.all([api.getLetter(input.messageID, { signal }), api.getFolders({ signal })])
      return { letter, folders }
    }),
    markRead: fromPromise(({ input, signal }) => api.markRead([input.messageID], true, { signal })),
    fetchFile: fromPromise(async ({ input, signal }) => ({ ...input, blob: await api.downloadFile(input.fileID, { signal }) })),
    moveLetter: fromPromise(async ({ input, signal }) => {
      await api.moveLetters([input.messageID], input.folderID, { signal })
      return { folderID: input.folderID }
    }),
  },
})

export const liveFoldersMachine = foldersMachine.provide({
  actors: {
    loadFolders: fromPromise(({ signal }) => api.getFolders({ signal })),
    createFolder: fromPromise(({ input, signal }) => api.createFolder(input.name, { signal, silent: true })),
    renameFolder: fromPromise(({ input, signal }) => api.renameFolder(input.folderID, input.name, { signal, silent: true })),
    deleteFolder: fromPromise(({ input, signal }) => api.deleteFolder(input.folderID, { signal })),
  },
})

export const livePollMachine = mailPollMachine.provide({
  actors: { checkMail: fromPromise(({ signal }) => api.checkMail({ signal })) },
})
