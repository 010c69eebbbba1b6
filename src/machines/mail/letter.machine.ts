import { assign, fromPromise, setup } from 'xstate'
import type { Letter, MailFolder, UnreadMail } from '@/api/mail'
import { isPreviewable } from '@/lib/files'

/**
 * Reading a letter: loading → ready (an unread letter is marked read meanwhile, the badge follows). Attachments download
 * (saved by the screen) or open in a preview (jpg, png, jpeg, tiff, pdf); reply opens the composer with
 * parentID; the letter can be moved to a folder.
 */
export interface LetterContext {
  messageID: number
  letter: Letter | null
  folders: MailFolder[]
  preview: { name: string; blob: Blob } | null
  busyFileID: number | null
  failedFileID: number | null
}
export type LetterEvent =
  | { type: 'DOWNLOAD'; fileID: number }
  | { type: 'PREVIEW'; fileID: number }
  | { type: 'CLOSE_PREVIEW' }
  | { type: 'REPLY' }
  | { type: 'MOVE'; folderID: number | null }
  | { type: 'RETRY' }

const notReady = () => Promise.reject(new Error('not provided'))
type FileJob = { fileID: number; name: string; purpose: 'download' | 'preview' }

export const letterMachine = setup({
  types: {
    context: {} as LetterContext,
    events: {} as LetterEvent,
    input: {} as { messageID: number },
  },
  actors: {
    loadLetter: fromPromise<{ letter: Letter; folders: MailFolder[] }, { messageID: number }>(notReady),
    markRead: fromPromise<UnreadMail, { messageID: number }>(notReady),
    fetchFile: fromPromise<{ blob: Blob } & FileJob, FileJob>(notReady),
    moveLetter: fromPromise<{ folderID: number | null }, { messageID: number; folderID: number | null }>(notReady),
  },
  actions: {
    /** Provided by the screen: save the bytes under the file's name. */
    saveFile: (_, _params: { name: string; blob: Blob }) => {},
    /** Supplied at mount: the session's mail poll takes the new unread count ('unread.set'). */
    publishUnread: (_, _params: { count: number }) => {},
    /** Supplied at mount: asks the session's compose actor to open a reply ('compose.open'). */
    reply: (_, _params: { parentID: number }) => {},
  },
  guards: {
    unreadIncoming: ({ context }) => Boolean(context.letter && !context.letter.isRead && !context.letter.isSent),
    canReply: ({ context }) => Boolean(context.letter?.canReply),
    canMove: ({ context }) => Boolean(context.letter && !context.letter.isSent),
    previewable: ({ context, event }) => {
      const file = context.letter?.files.find((f) => f.fileID === (event as { fileID: number }).fileID)
      return Boolean(file?.complete && isPreviewable(file.name))
    },
    complete: ({ context, event }) => Boolean(context.letter?.files.find((f) => f.fileID === (event as { fileID: number }).fileID)?.complete),
  },
}).createMachine({
  id: 'letter',
  context: ({ input }) => ({ messageID: input.messageID, letter: null, folders: [], preview: null, busyFileID: null, failedFileID: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLetter',
        src: 'loadLetter',
        input: ({ context }) => ({ messageID: context.messageID }),
        onDone: { target: 'ready', actions: assign({ letter: ({ event }) => event.output.letter, folders: ({ event }) => event.output.folders }) },
        onError: 'failed',
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        /** An unread incoming letter is marked read in the background; everything else works meanwhile. */
        read: {
          initial: 'check',
          states: {
            check: { always: [{ guard: 'unreadIncoming', target: 'marking' }, { target: 'done' }] },
            marking: {
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({ messageID: context.messageID }),
                onDone: {
                  target: 'done',
                  actions: [assign({ letter: ({ context }) => (context.letter ? { ...context.letter, isRead: true } : null) }), { type: 'publishUnread', params: ({ event }) => ({ count: event.output.count }) }],
                },
                onError: 'done',
              },
            },
            done: {},
          },
        },
        files: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                DOWNLOAD: { guard: 'complete', target: 'fetching', actions: assign({ busyFileID: ({ event }) => event.fileID, failedFileID: null }) },
                PREVIEW: { guard: 'previewable', target: 'fetching', actions: assign({ busyFileID: ({ event }) => event.fileID, failedFileID: null }) },
                CLOSE_PREVIEW: { actions: assign({ preview: null }) },
              },
            },
            fetching: {
              invoke: {
                id: 'fetchFile',
                src: 'fetchFile',
                input: ({ context, event }) => {
                  const fileID = (event as { fileID: number }).fileID
                  return { fileID, name: context.letter?.files.find((f) => f.fileID === fileID)?.name ?? 'file', purpose: event.type === 'PREVIEW' ? ('preview' as const) : ('download' as const) }
                },
                onDone: [
                  {
                    guard: ({ event }) => event.output.purpose === 'preview',
                    target: 'idle',
                    actions: assign({ busyFileID: null, preview: ({ event }) => ({ name: event.output.name, blob: event.output.blob }) }),
                  },
                  {
                    target: 'idle',
                    actions: [assign({ busyFileID: null }), { type: 'saveFile', params: ({ event }) => ({ name: event.output.name, blob: event.output.blob }) }],
                  },
                ],
                onError: { target: 'idle', actions: assign(({ context }) => ({ failedFileID: context.busyFileID, busyFileID: null })) },
              },
            },
          },
        },
        folder: {
          initial: 'idle',
          states: {
            idle: { on: { MOVE: { guard: 'canMove', target: 'moving' } } },
            moving: {
              invoke: {
                id: 'moveLetter',
                src: 'moveLetter',
                input: ({ context, event }) => ({ messageID: context.messageID, folderID: (event as { folderID: number | null }).folderID }),
                onDone: {
                  target: 'idle',
                  actions: assign({ letter: ({ context, event }) => (context.letter ? { ...context.letter, folderID: event.output.folderID } : null) }),
                },
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
  // Replying works as soon as the letter is shown, also while it is being marked read.
  on: { REPLY: { guard: 'canReply', actions: { type: 'reply', params: ({ context }) => ({ parentID: context.messageID }) } } },
})
