import { assign, enqueueActions, setup } from 'xstate'
import type { LetterList, MailboxKind, MailFolder } from '@/api/mail'
import { MAIL_PAGE_SIZE } from '@/lib/constants/mail'
import { loadList, markLetters, moveLetters } from './mailbox.actors'
import type { UnreadRef } from './mail.types'

/**
 * A folder's letter list: loading → ready; search and paging reload; selected letters can be moved to a
 * folder or marked read/unread (the unread count the server answers goes to the session's mail polling,
 * which the toolbar badge reads).
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
  mailPoll: UnreadRef | null
}
export interface MailboxInput {
  kind: MailboxKind
  folderID: number | null
  /** The session's mail polling (systemId 'mailPoll'); absent before sign-in or in isolated tests. */
  mailPoll?: UnreadRef | null
}
export type MailboxEvent =
  | { type: 'search.submit'; query: string }
  | { type: 'page.select'; page: number }
  | { type: 'letter.toggle'; messageID: number }
  | { type: 'selection.toggleAll' }
  | { type: 'selection.move'; folderID: number | null }
  | { type: 'selection.mark'; isRead: boolean }
  | { type: 'list.retry' }
  /** The session's mail polling started after the list opened (its code loads after sign-in). */
  | { type: 'session.refs'; mailPoll: UnreadRef | null }

/** A search is taken while the list loads too (the newest query wins) and after a failure. */
const search = { target: '#mailbox.loading', reenter: true, actions: 'applySearch' } as const

export const mailboxMachine = setup({
  types: {
    context: {} as MailboxContext,
    events: {} as MailboxEvent,
    input: {} as MailboxInput,
  },
  actors: { loadList, moveLetters, markLetters },
  actions: {
    applySearch: assign(({ event }) => ({ query: (event as { query: string }).query.trim(), page: 1, selected: [] })),
    publishUnread: enqueueActions(({ context, enqueue }, params: { count: number }) => {
      if (context.mailPoll) enqueue.sendTo(context.mailPoll, { type: 'unread.set', count: params.count })
    }),
    refreshUnread: enqueueActions(({ context, enqueue }) => {
      if (context.mailPoll) enqueue.sendTo(context.mailPoll, { type: 'unread.refresh' })
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    movable: ({ context }) => context.selected.length > 0 && context.kind !== 'sent',
  },
}).createMachine({
  id: 'mailbox',
  context: ({ input }) => ({
    kind: input.kind,
    folderID: input.folderID,
    items: [],
    total: 0,
    page: 1,
    rowsPerPage: MAIL_PAGE_SIZE,
    query: '',
    folders: [],
    selected: [],
    mailPoll: input.mailPoll ?? null,
  }),
  initial: 'loading',
  on: { 'session.refs': { actions: assign({ mailPoll: ({ event }) => event.mailPoll }) } },
  states: {
    loading: {
      on: { 'search.submit': search },
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({
          mailType: context.kind,
          folderID: context.folderID,
          page: context.page,
          rowsPerPage: context.rowsPerPage,
          searchQuery: context.query,
        }),
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
    failed: { on: { 'list.retry': 'loading', 'search.submit': search } },
    ready: {
      on: {
        'search.submit': search,
        'page.select': {
          guard: ({ context, event }) =>
            event.page >= 1 && event.page <= Math.max(1, Math.ceil(context.total / context.rowsPerPage)),
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page, selected: [] }),
        },
        'letter.toggle': {
          actions: assign({
            selected: ({ context, event }) =>
              context.selected.includes(event.messageID)
                ? context.selected.filter((id) => id !== event.messageID)
                : [...context.selected, event.messageID],
          }),
        },
        'selection.toggleAll': {
          actions: assign({
            selected: ({ context }) =>
              context.selected.length === context.items.length ? [] : context.items.map((i) => i.messageID),
          }),
        },
        'selection.move': { guard: 'movable', target: 'moving' },
        'selection.mark': { guard: 'movable', target: 'marking' },
      },
    },
    moving: {
      invoke: {
        id: 'moveLetters',
        src: 'moveLetters',
        input: ({ context, event }) => ({
          messageIDs: context.selected,
          folderID: (event as { folderID: number | null }).folderID,
        }),
        onDone: { target: 'loading', actions: [assign({ selected: [] }), 'refreshUnread'] },
        onError: 'ready',
      },
    },
    marking: {
      invoke: {
        id: 'markLetters',
        src: 'markLetters',
        input: ({ context, event }) => ({
          messageIDs: context.selected,
          isRead: (event as { isRead: boolean }).isRead,
        }),
        onDone: {
          target: 'loading',
          actions: [
            assign({ selected: [] }),
            { type: 'publishUnread', params: ({ event }) => ({ count: event.output.count }) },
          ],
        },
        onError: 'ready',
      },
    },
  },
})
