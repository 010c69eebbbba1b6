import { assign, setup } from 'xstate'
import type { Prepod } from '@/api/nir'
import type { AuthorWorks } from '@/api/nir-admin'
import { assignWorks, loadAuthorWorks, searchPrepods } from './nir-admin.actors'
import { NIR_AUTHOR_SEARCH_DEBOUNCE_MS } from '@/lib/constants/nir'
import { adminErrorOf, type AdminError } from './nir-admin.types'

/**
 * /Admin/setAuthorWorks: find a teacher (/Get/Find/Prepods), see the works where they are written as a
 * free-text other author, tick some and make them the teacher's works. Two regions:
 *   search: idle ─search.run→ waiting ─400 ms→ running ─done→ idle (found)   (a new text starts over)
 *   author: none ─person.pick→ loading ─done→ ready ─assign.run→ assigning ─done→ loading (done shown)
 *                                       └error→ failed                  └error→ ready (refusal shown, ticks kept)
 */
export interface AuthorWorksContext {
  text: string
  found: Prepod[]
  authorID: number | null
  data: AuthorWorks | null
  selected: number[]
  done: { count: number; fio: string } | null
  error: AdminError | null
}

export type AuthorWorksEvent =
  | { type: 'search.run'; text: string }
  | { type: 'person.pick'; authorID: number }
  | { type: 'select.change'; workIDs: number[] }
  | { type: 'assign.run' }
  | { type: 'load.retry' }

export const authorWorksMachine = setup({
  types: { context: {} as AuthorWorksContext, events: {} as AuthorWorksEvent },
  actors: { searchPrepods, loadAuthorWorks, assignWorks },
  guards: { hasSelection: ({ context }) => context.selected.length > 0 },
}).createMachine({
  id: 'authorWorks',
  context: { text: '', found: [], authorID: null, data: null, selected: [], done: null, error: null },
  type: 'parallel',
  states: {
    search: {
      initial: 'idle',
      on: {
        'search.run': { target: '.waiting', reenter: true, actions: assign({ text: ({ event }) => event.text }) },
      },
      states: {
        idle: {},
        waiting: { after: { [NIR_AUTHOR_SEARCH_DEBOUNCE_MS]: 'running' } },
        running: {
          invoke: {
            id: 'searchPrepods',
            src: 'searchPrepods',
            input: ({ context }) => ({ text: context.text }),
            onDone: { target: 'idle', actions: assign({ found: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: assign({ found: [] }) },
          },
        },
      },
    },
    author: {
      initial: 'none',
      on: {
        'person.pick': {
          target: '.loading',
          reenter: true,
          actions: assign({ authorID: ({ event }) => event.authorID, selected: [], done: null, error: null }),
        },
      },
      states: {
        none: {},
        loading: {
          invoke: {
            id: 'loadAuthorWorks',
            src: 'loadAuthorWorks',
            input: ({ context }) => ({ authorID: context.authorID ?? 0 }),
            onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: assign({ data: null, error: ({ event }) => adminErrorOf(event.error) }),
            },
          },
        },
        failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
        ready: {
          on: {
            'select.change': { actions: assign({ selected: ({ event }) => event.workIDs, done: null }) },
            'assign.run': { guard: 'hasSelection', target: 'assigning', actions: assign({ error: null }) },
          },
        },
        assigning: {
          invoke: {
            id: 'assignWorks',
            src: 'assignWorks',
            input: ({ context }) => ({ authorID: context.authorID ?? 0, workIDs: context.selected }),
            onDone: {
              target: 'loading',
              actions: assign({
                done: ({ context, event }) => ({ count: event.output, fio: context.data?.author.fio ?? '' }),
                selected: [],
              }),
            },
            onError: { target: 'ready', actions: assign({ error: ({ event }) => adminErrorOf(event.error) }) },
          },
        },
      },
    },
  },
})
