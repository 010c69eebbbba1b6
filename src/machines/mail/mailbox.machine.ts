import { assign, fromPromise, setup } from 'xstate'
import type { LetterList, ListQuery, MailboxKind, MailFolder, UnreadMail } from '@/api/mail'
import { MAIL_PAGE_SIZE } from './mail.constants'

/**
 * A folder's letter list: loading → ready; search and paging reload; selected letters can be moved to a
 * folder or marked read/unread (the toolbar badge follows the server's unread count).
 */
export interface MailboxContext {
  kind: MailboxKind
  folderID: number | null
  items: LetterList['items']
  total: number
  page: number
  rowsPerPage: number
  query: string
  folders: MailFolder[]
  selected: number[]
}
export type MailboxEvent =
  | { type: 'SEARCH'; query: string }
  | { type: 'PAGE'; page: number }
  | { type: 'TOGGLE'; messageID: number }
  | { type: 'TOGGLE_ALL' }
  | { type: 'MOVE'; folderID: number | null }
  | { type: 'MARK'; isRead: boolean }
  | { type: 'RETRY' }

const notReady = () => Promise.reject(new Error('not provided'))
/** A search is taken while the list loads too (the newest query wins) and after a failure. */
const search = { target: '#mailbox.loading', reenter: true, actions: 'applySearch' } as const

export const mailboxMachine = setup({
  types: {
    context: {} as MailboxContext,
    events: {} as MailboxEvent,
    input: {} as { kind: MailboxKind; folderID: number | null },
  },
  actors: {
    loadList: fromPromise<{ list: LetterList; folders: MailFolder[] }, ListQuery>(notReady),
    moveLetters: fromPromise<unknown, { messageIDs: number[]; folderID: number | null }>(notReady),
    markLetters: fromPromise<UnreadMail, { messageIDs: number[]; isRead: boolean }>(notReady),
  },
  actions: {
    applySearch: assign(({ event }) => ({ query: (event as { query: string }).query.trim(), page: 1, selected: [] })),
    /** Supplied at mount: the session's mail poll takes the new unread count ('unread.set'). */
    publishUnread: (_, _params: { count: number }) => {},
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    movable: ({ context }) => context.selected.length > 0 && context.kind !== 'sent',
  },
}).createMachine({
  id: 'mailbox',
  context: ({ input }) => ({ kind: input.kind, folderID: input.folderID, items: [], total: 0, page: 1, rowsPerPage: MAIL_PAGE_SIZE, query: '', folders: [], selected: [] }),
  initial: 'loading',
  states: {
    loading: {
      on: { SEARCH: search },
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ mailType: context.kind, folderID: context.folderID, page: context.page, rowsPerPage: context.rowsPerPage, searchQuery: context.query }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            items: event.output.list.items,
            total: event.output.list.total,
            folders: event.output.folders,
            selected: context.selected.filter((id) => event.output.list.items.some((i) => i.messageID === id)),
          })),
        },
        onError: 'failed',
      },
    },
    failed: { on: { RETRY: 'loading', SEARCH: search } },
    ready: {
      on: {
        SEARCH: search,
        PAGE: { guard: ({ context, event }) => event.page >= 1 && event.page <= Math.max(1, Math.ceil(context.total / context.rowsPerPage)), target: 'loading', actions: assign({ page: ({ event }) => event.page, selected: [] }) },
        TOGGLE: { actions: assign({ selected: ({ context, event }) => (context.selected.includes(event.messageID) ? context.selected.filter((id) => id !== event.messageID) : [...context.selected, event.messageID]) }) },
        TOGGLE_ALL: { actions: assign({ selected: ({ context }) => (context.selected.length === context.items.length ? [] : context.items.map((i) => i.messageID)) }) },
        MOVE: { guard: 'movable', target: 'moving' },
        MARK: { guard: 'movable', target: 'marking' },
      },
    },
    moving: {
      invoke: {
        id: 'moveLetters',
        src: 'moveLetters',
        input: ({ context, event }) => ({ messageIDs: context.selected, folderID: (event as { folderID: number | null }).folderID }),
        onDone: { target: 'loading', actions: assign({ selected: [] }) },
        onError: 'ready',
      },
    },
    marking: {
      invoke: {
        id: 'markLetters',
        src: 'markLetters',
        input: ({ context, event }) => ({ messageIDs: context.selected, isRead: (event as { isRead: boolean }).isRead }),
        onDone: { target: 'loading', actions: [assign({ selected: [] }), { type: 'publishUnread', params: ({ event }) => ({ count: event.output.count }) }] },
        onError: 'ready',
      },
    },
  },
})
