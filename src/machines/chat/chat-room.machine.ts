import { assign, raise, setup } from 'xstate'
import {
  CHAT_FORM_DELAY_MS,
  CHAT_INITIAL_SCROLL_FIRST_MS,
  CHAT_INITIAL_SCROLL_SECOND_MS,
  CHAT_MESSAGE_MAX_LENGTH,
  CITATION_HIGHLIGHT_MS,
} from '@/lib/constants/chat'
import { deleteChat, loadChat, loadInfo, markRead, realtimeEvents, sendMessage } from './chat-room.actors'
import { applyIncoming, incomingScrolls, indexOfMessage } from './chat-room.messages'
import type { ChatRoomContext, ChatRoomEvent, DraftError } from './chat-room.types'

/**
 * One conversation on the chat screen (spec 2 §4 Chat; design card "scrolling and quoting").
 *
 *   idle ──chat.open──▶ loading ──▶ open ─────────────────────────────────────────────┐
 *     ▲                   │ error        regions of open:                               │
 *     │                   ▼              form: hidden ─200 ms─▶ shown                    │
 *     │                 failed           initialScroll: first ─250 ms─▶ second ─500 ms─▶ done (each scrolls to bottom while nearBottom)
 *     │                                  highlight: none ⇄ shown (quote.jump; 2 s)      │
 *     │                                  composer: idle ⇄ sending (chatSendMessage)      │
 *     │                                  info: closed → loading → shown → confirming → deleting
 *     └──────── chat.close / the open chat deleted ◀───────────────────────────────────┘
 *
 * Opening clears the messages and loads them; the chat's unread count becomes zero (notifyOpened,
 * and the server is told it is read). A realtime message for the open chat is appended (duplicate ids
 * ignored), marks its sender as having read up to it and raises the quoted message's citation count;
 * an own message always scrolls to the bottom, others' only when the list is near the bottom, else
 * the down arrow counts it (newBelow). The messages that arrive within a frame come as one
 * `realtime.messages` batch, applied as if one after another but in one context update (one copy of the
 * list, one read request, one scroll: chat-room.messages.ts applyIncoming). Right-click quoting needs allowWrite and focuses the input;
 * sending clears quote and text only once the server accepted it — a failure keeps both.
 */
/** The NewMessage payloads of a realtime batch (what arrived within a frame). */
const incomingOf = (event: ChatRoomEvent) => (event.type === 'realtime.messages' ? event.payloads : [])

/** A batch of realtime messages: one context update, at most one read request and one scroll. */
const receive = [
  {
    guard: 'incomingScrolls' as const,
    actions: ['appendMessages' as const, 'markLastRead' as const, 'scrollToBottom' as const],
  },
  { actions: 'appendMessages' as const },
]

/** An opening scroll pass settles the end only for a reader still there: one who scrolled up keeps their place. */
const scrollPassTo = (target: 'second' | 'done') => [
  { guard: 'readerNearBottom' as const, target, actions: 'scrollToBottom' as const },
  { target },
]

export const chatRoomMachine = setup({
  types: {
    context: {} as ChatRoomContext,
    events: {} as ChatRoomEvent,
    input: {} as { me: number },
  },
  actors: { loadChat, sendMessage, markRead, loadInfo, deleteChat, realtimeEvents },
  delays: {
    CHAT_FORM_DELAY: CHAT_FORM_DELAY_MS,
    INITIAL_SCROLL_FIRST: CHAT_INITIAL_SCROLL_FIRST_MS,
    INITIAL_SCROLL_SECOND: CHAT_INITIAL_SCROLL_SECOND_MS,
    CITATION_HIGHLIGHT: CITATION_HIGHLIGHT_MS,
  },
  guards: {
    incomingScrolls: ({ context, event }) => incomingScrolls(context, incomingOf(event)),
    readerNearBottom: ({ context }) => context.nearBottom,
    canWrite: ({ context }) => Boolean(context.chat?.allowWrite),
    isEmptyDraft: ({ context }) => context.draft.trim().length === 0,
    isTooLong: ({ context }) => context.draft.length > CHAT_MESSAGE_MAX_LENGTH,
  },
  actions: {
    /** Effects supplied by the screen at mount (they need the DOM / router / other actors). */
    scrollToBottom: () => {},
    scrollToMessage: (_, _params: { messageID: number }) => {},
    focusInput: () => {},
    notifyOpened: (_, _params: { chatID: number }) => {},
    notifyClosed: () => {},
    notifyDeleted: (_, _params: { chatID: number }) => {},
    clearRoom: assign({
      chatID: null,
      chat: null,
      messages: [],
      quote: null,
      highlightID: null,
      newBelow: 0,
      firstUnreadID: null,
      draft: '',
      draftError: null,
      infoUsers: [],
      infoError: null,
    }),
    /** The server is told the chat is read up to its last message (the read region re-enters). */
    markLastRead: raise({ type: 'read.request' }),
    appendMessages: assign(({ context, event }) => {
      const applied = applyIncoming(context, incomingOf(event))
      return applied
        ? { messages: applied.messages, chat: applied.chat, newBelow: context.newBelow + applied.below }
        : {}
    }),
    highlightQuoted: assign({ highlightID: ({ event }) => (event.type === 'quote.jump' ? event.messageID : null) }),
  },
}).createMachine({
  id: 'chatRoom',
  context: ({ input }) => ({
    me: input.me,
    chatID: null,
    chat: null,
    messages: [],
    draft: '',
    draftError: null,
    quote: null,
    highlightID: null,
    nearBottom: true,
    newBelow: 0,
    firstUnreadID: null,
    infoUsers: [],
    infoIsAdmin: false,
    infoError: null,
  }),
  invoke: { id: 'realtimeEvents', src: 'realtimeEvents' },
  initial: 'idle',
  on: {
    'chat.open': { target: '.loading', actions: ['clearRoom', assign({ chatID: ({ event }) => event.chatID })] },
    'chat.close': { target: '.idle', actions: 'clearRoom' },
    'realtime.read': {
      actions: assign({
        chat: ({ context, event }) =>
          context.chat && event.payload.chatID === context.chatID
            ? {
                ...context.chat,
                users: context.chat.users.map((u) =>
                  u.userID === event.payload.userID && u.lastReadedMessageID < event.payload.messageID
                    ? { ...u, lastReadedMessageID: event.payload.messageID }
                    : u,
                ),
              }
            : context.chat,
      }),
    },
    'draft.change': { actions: assign({ draft: ({ event }) => event.text, draftError: null }) },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'loadChat',
        src: 'loadChat',
        input: ({ context }) => ({ chatID: context.chatID ?? 0 }),
        onDone: {
          target: 'open',
          actions: assign(({ context, event }) => {
            const { chatInfo, chatMessages } = event.output
            const messages = [...chatMessages].sort((a, b) => a.messageID - b.messageID)
            const myRead = chatInfo.users.find((u) => u.userID === context.me)?.lastReadedMessageID ?? 0
            const firstUnread = messages.find((m) => m.messageID > myRead && m.userID !== context.me)
            return {
              chat: chatInfo,
              messages,
              firstUnreadID: firstUnread?.messageID ?? null,
              nearBottom: true,
              newBelow: 0,
            }
          }),
        },
        onError: 'failed',
      },
    },
    failed: { on: { 'chat.retry': 'loading' } },
    open: {
      type: 'parallel',
      entry: [{ type: 'notifyOpened', params: ({ context }) => ({ chatID: context.chatID ?? 0 }) }],
      exit: 'notifyClosed',
      on: {
        'realtime.messages': receive,
        'quote.set': {
          guard: 'canWrite',
          actions: [
            assign({
              quote: ({ context, event }) =>
                context.messages[indexOfMessage(context.messages, event.messageID)] ?? null,
            }),
            'focusInput',
          ],
        },
        'quote.clear': { actions: assign({ quote: null }) },
        'scroll.changed': [
          // Reaching the bottom with messages counted below: they are read now.
          {
            guard: ({ context, event }) => event.nearBottom && context.newBelow > 0,
            actions: [assign({ nearBottom: true, newBelow: 0 }), 'markLastRead'],
          },
          { actions: assign({ nearBottom: ({ event }) => event.nearBottom }) },
        ],
        'scroll.toBottom': { actions: [assign({ newBelow: 0, nearBottom: true }), 'markLastRead', 'scrollToBottom'] },
      },
      states: {
        // Re-entering is done from the child states: a re-entering transition on a region of a
        // parallel state would exit and re-enter the whole parallel state (cancelling a send).
        read: {
          initial: 'marking',
          states: {
            marking: {
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({
                  chatID: context.chatID ?? 0,
                  messageID: context.messages[context.messages.length - 1]?.messageID ?? 0,
                }),
                onDone: 'done',
                onError: 'done',
              },
              on: { 'read.request': { target: 'marking', reenter: true } },
            },
            done: { on: { 'read.request': 'marking' } },
          },
        },
        form: {
          initial: 'hidden',
          states: {
            hidden: { after: { CHAT_FORM_DELAY: 'shown' } },
            shown: { tags: ['formShown'] },
          },
        },
        initialScroll: {
          initial: 'first',
          states: {
            first: { after: { INITIAL_SCROLL_FIRST: scrollPassTo('second') } },
            second: { after: { INITIAL_SCROLL_SECOND: scrollPassTo('done') } },
            done: {},
          },
        },
        highlight: {
          initial: 'none',
          states: {
            none: {
              on: {
                'quote.jump': {
                  target: 'shown',
                  actions: [
                    'highlightQuoted',
                    { type: 'scrollToMessage', params: ({ event }) => ({ messageID: event.messageID }) },
                  ],
                },
              },
            },
            shown: {
              tags: ['highlighting'],
              after: { CITATION_HIGHLIGHT: { target: 'none', actions: assign({ highlightID: null }) } },
              on: {
                'quote.jump': {
                  target: 'shown',
                  reenter: true,
                  actions: [
                    'highlightQuoted',
                    { type: 'scrollToMessage', params: ({ event }) => ({ messageID: event.messageID }) },
                  ],
                },
              },
            },
          },
        },
        composer: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'message.send': [
                  { guard: 'isEmptyDraft' },
                  { guard: 'isTooLong', actions: assign({ draftError: 'tooLong' as DraftError }) },
                  { guard: 'canWrite', target: 'sending' },
                ],
              },
            },
            sending: {
              tags: ['sending'],
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context }) => ({
                  text: context.draft,
                  chatID: context.chatID ?? 0,
                  citationID: context.quote?.messageID ?? null,
                }),
                onDone: { target: 'idle', actions: assign({ draft: '', quote: null, draftError: null }) },
                onError: { target: 'idle', actions: assign({ draftError: 'sendFailed' as DraftError }) },
              },
            },
          },
        },
        info: {
          initial: 'closed',
          states: {
            closed: { on: { 'info.open': 'loading' } },
            loading: {
              tags: ['infoOpen'],
              invoke: {
                id: 'loadInfo',
                src: 'loadInfo',
                input: ({ context }) => ({ chatID: context.chatID ?? 0 }),
                onDone: {
                  target: 'shown',
                  actions: assign({
                    infoUsers: ({ event }) => event.output.users,
                    infoIsAdmin: ({ event }) => event.output.isAdmin,
                    infoError: null,
                  }),
                },
                onError: {
                  target: 'shown',
                  actions: assign({
                    infoError: 'load' as const,
                    infoUsers: ({ context }) => context.chat?.users ?? [],
                    infoIsAdmin: false,
                  }),
                },
              },
              on: { 'info.close': 'closed' },
            },
            shown: {
              tags: ['infoOpen'],
              on: {
                'info.close': 'closed',
                'delete.request': { guard: ({ context }) => context.infoIsAdmin, target: 'confirming' },
              },
            },
            confirming: {
              tags: ['infoOpen', 'confirmingDelete'],
              on: { 'delete.cancel': 'shown', 'delete.confirm': 'deleting', 'info.close': 'closed' },
            },
            deleting: {
              tags: ['infoOpen', 'deleting'],
              invoke: {
                id: 'deleteChat',
                src: 'deleteChat',
                input: ({ context }) => ({ chatID: context.chatID ?? 0 }),
                onDone: {
                  target: '#chatRoom.idle',
                  actions: [
                    { type: 'notifyDeleted', params: ({ context }) => ({ chatID: context.chatID ?? 0 }) },
                    'clearRoom',
                  ],
                },
                onError: { target: 'shown', actions: assign({ infoError: 'delete' as const }) },
              },
            },
          },
        },
      },
    },
  },
})
