import { assign, setup } from 'xstate'
import type { CreateValues, FoundAuthor } from '@/api/chat'
import { PERSON_SEARCH_DEBOUNCE_MS } from '@/lib/constants/chat'
import { createChat, findAuthors } from './chat-create.actors'

/**
 * The create dialog (spec 2 §2.2, spec 1 §5): participants found by full-name search
 * (/api/Portfolio/FindAuthors; empty text → empty list without a call) and removable; submit posts
 * the create payload. The form's fields live in react-hook-form; the submit event carries the
 * validated values. A failed create keeps everything and says so.
 *
 *   search: idle ─search.change─▶ debouncing ─300 ms─▶ searching ─▶ idle (results | error)
 *   submit: editing ─create.submit─▶ creating ─▶ created (final: the dialog closes) | editing (error)
 */
export interface ChatCreateContext {
  query: string
  results: FoundAuthor[]
  participants: FoundAuthor[]
  error: 'search' | 'create' | null
}
export type ChatCreateEvent =
  | { type: 'search.change'; text: string }
  | { type: 'participant.add'; person: FoundAuthor }
  | { type: 'participant.remove'; idUser: number }
  | { type: 'create.submit'; values: CreateValues }

export const chatCreateMachine = setup({
  types: { context: {} as ChatCreateContext, events: {} as ChatCreateEvent },
  actors: { findAuthors, createChat },
  delays: { PERSON_SEARCH_DEBOUNCE: PERSON_SEARCH_DEBOUNCE_MS },
  guards: { isBlank: ({ context }) => context.query.trim() === '' },
  actions: {
    /** Supplied by the host: close the dialog, reload the list. */
    chatCreated: () => {},
  },
}).createMachine({
  id: 'chatCreate',
  context: { query: '', results: [], participants: [], error: null },
  type: 'parallel',
  states: {
    search: {
      initial: 'idle',
      on: {
        'search.change': {
          target: '.debouncing',
          reenter: true,
          actions: assign({ query: ({ event }) => event.text }),
        },
        'participant.add': {
          actions: assign({
            participants: ({ context, event }) =>
              context.participants.some((p) => p.idUser === event.person.idUser)
                ? context.participants
                : [...context.participants, event.person],
          }),
        },
        'participant.remove': {
          actions: assign({
            participants: ({ context, event }) => context.participants.filter((p) => p.idUser !== event.idUser),
          }),
        },
      },
      states: {
        idle: {},
        debouncing: {
          always: { guard: 'isBlank', target: 'idle', actions: assign({ results: [] }) },
          after: { PERSON_SEARCH_DEBOUNCE: 'searching' },
        },
        searching: {
          tags: ['searching'],
          invoke: {
            id: 'findAuthors',
            src: 'findAuthors',
            input: ({ context }) => ({ text: context.query }),
            onDone: { target: 'idle', actions: assign({ results: ({ event }) => event.output, error: null }) },
            onError: { target: 'idle', actions: assign({ results: [], error: 'search' as const }) },
          },
        },
      },
    },
    submit: {
      initial: 'editing',
      states: {
        editing: { on: { 'create.submit': 'creating' } },
        creating: {
          tags: ['busy'],
          invoke: {
            id: 'createChat',
            src: 'createChat',
            input: ({ context, event }) => ({
              ...(event as Extract<ChatCreateEvent, { type: 'create.submit' }>).values,
              chatUsers: context.participants.map((p) => ({ userID: p.idUser })),
            }),
            onDone: { target: 'created', actions: 'chatCreated' },
            onError: { target: 'editing', actions: assign({ error: 'create' as const }) },
          },
        },
        created: { type: 'final' },
      },
    },
  },
})
