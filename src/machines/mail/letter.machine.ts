import { assign, enqueueActions, setup } from 'xstate'
import type { Letter, MailFolder } from '@/api/mail'
import { isPreviewable } from '@/lib/files'
import { fetchFile, loadLetter, markRead, moveLetter } from './letter.actors'
import type { ComposeOpenRef, UnreadRef } from './mail.types'

/**
 * Reading a letter: loading → ready (an unread letter is marked read meanwhile; the unread count the
 * server answers goes to the session's mail polling, which the badge reads). Attachments download
 * (saved by the screen) or open in a preview (jpg, png, jpeg, tiff, pdf); reply sends `compose.open`
 * with parentID to the session's compose channel; the letter can be moved to a folder.
 */
export interface LetterContext {
  messageID: number
  letter: Letter | null
  folders: MailFolder[]
  preview: { name: string; blob: Blob } | null
  busyFileID: number | null
  failedFileID: number | null
  mailPoll: UnreadRef | null
  compose: ComposeOpenRef | null
}
export interface LetterInput {
  messageID: number
  /** The session's mail polling (systemId 'mailPoll'). */
  mailPoll?: UnreadRef | null
  /** The session's compose channel (systemId 'compose'). */
  compose?: ComposeOpenRef | null
}
export type LetterEvent =
  | { type: 'file.download'; fileID: number }
  | { type: 'file.preview'; fileID: number }
  | { type: 'preview.close' }
  | { type: 'letter.reply' }
  | { type: 'letter.move'; folderID: number | null }
  | { type: 'letter.retry' }
  /** The session's actors arrived or changed after the letter opened (their code loads after sign-in). */
  | { type: 'session.refs'; mailPoll: UnreadRef | null; compose: ComposeOpenRef | null }

export const letterMachine = setup({
  types: {
    context: {} as LetterContext,
    events: {} as LetterEvent,
    input: {} as LetterInput,
  },
  actors: { loadLetter, markRead, fetchFile, moveLetter },
  actions: {
    /** Provided by the screen: save the bytes under the file's name. */
    saveFile: (_, _params: { name: string; blob: Blob }) => {},
    publishUnread: enqueueActions(({ context, enqueue }, params: { count: number }) => {
      if (context.mailPoll) enqueue.sendTo(context.mailPoll, { type: 'unread.set', count: params.count })
    }),
    reply: enqueueActions(({ context, enqueue }) => {
      if (context.compose)
        enqueue.sendTo(context.compose, { type: 'compose.open', request: { parentID: context.messageID } })
    }),
  },
  guards: {
    unreadIncoming: ({ context }) => Boolean(context.letter && !context.letter.isRead && !context.letter.isSent),
    canReply: ({ context }) => Boolean(context.letter?.canReply),
    canMove: ({ context }) => Boolean(context.letter && !context.letter.isSent),
    previewable: ({ context, event }) => {
      const file = context.letter?.files.find((f) => f.fileID === (event as { fileID: number }).fileID)
      return Boolean(file?.complete && isPreviewable(file.name))
    },
    complete: ({ context, event }) =>
      Boolean(context.letter?.files.find((f) => f.fileID === (event as { fileID: number }).fileID)?.complete),
  },
}).createMachine({
  id: 'letter',
  context: ({ input }) => ({
    messageID: input.messageID,
    letter: null,
    folders: [],
    preview: null,
    busyFileID: null,
    failedFileID: null,
    mailPoll: input.mailPoll ?? null,
    compose: input.compose ?? null,
  }),
  initial: 'loading',
  on: {
    // Replying works as soon as the letter is shown, also while it is being marked read.
    'letter.reply': { guard: 'canReply', actions: 'reply' },
    'session.refs': {
      actions: assign({ mailPoll: ({ event }) => event.mailPoll, compose: ({ event }) => event.compose }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadLetter',
        src: 'loadLetter',
        input: ({ context }) => ({ messageID: context.messageID }),
        onDone: {
          target: 'ready',
          actions: assign({ letter: ({ event }) => event.output.letter, folders: ({ event }) => event.output.folders }),
        },
        onError: 'failed',
      },
    },
    failed: { on: { 'letter.retry': 'loading' } },
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
                  actions: [
                    assign({ letter: ({ context }) => (context.letter ? { ...context.letter, isRead: true } : null) }),
                    { type: 'publishUnread', params: ({ event }) => ({ count: event.output.count }) },
                  ],
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
                'file.download': {
                  guard: 'complete',
                  target: 'fetching',
                  actions: assign({ busyFileID: ({ event }) => event.fileID, failedFileID: null }),
                },
                'file.preview': {
                  guard: 'previewable',
                  target: 'fetching',
                  actions: assign({ busyFileID: ({ event }) => event.fileID, failedFileID: null }),
                },
                'preview.close': { actions: assign({ preview: null }) },
              },
            },
            fetching: {
              invoke: {
                id: 'fetchFile',
                src: 'fetchFile',
                input: ({ context, event }) => {
                  const fileID = (event as { fileID: number }).fileID
                  return {
                    fileID,
                    name: context.letter?.files.find((f) => f.fileID === fileID)?.name ?? 'file',
                    purpose: event.type === 'file.preview' ? ('preview' as const) : ('download' as const),
                  }
                },
                onDone: [
                  {
                    guard: ({ event }) => event.output.purpose === 'preview',
                    target: 'idle',
                    actions: assign({
                      busyFileID: null,
                      preview: ({ event }) => ({ name: event.output.name, blob: event.output.blob }),
                    }),
                  },
                  {
                    target: 'idle',
                    actions: [
                      assign({ busyFileID: null }),
                      {
                        type: 'saveFile',
                        params: ({ event }) => ({ name: event.output.name, blob: event.output.blob }),
                      },
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: assign(({ context }) => ({ failedFileID: context.busyFileID, busyFileID: null })),
                },
              },
            },
          },
        },
        folder: {
          initial: 'idle',
          states: {
            idle: { on: { 'letter.move': { guard: 'canMove', target: 'moving' } } },
            moving: {
              invoke: {
                id: 'moveLetter',
                src: 'moveLetter',
                input: ({ context, event }) => ({
                  messageID: context.messageID,
                  folderID: (event as { folderID: number | null }).folderID,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign({
                    letter: ({ context, event }) =>
                      context.letter ? { ...context.letter, folderID: event.output.folderID } : null,
                  }),
                },
                onError: 'idle',
              },
            },
          },
        },
      },
    },
  },
})
