import { assign, setup } from 'xstate'
import type { News, NewsValues } from '@/api/nir-news'
import { loadNews, removeNews, saveNews } from './nir-news.actors'
import { newsErrorOf, type NewsError } from './nir-news.types'

export interface NewsEditContext {
  newsID: number | null
  news: News | null
  error: NewsError | null
  /** Bumped when the item (re)loads or is saved, so the form remounts with its values. */
  formKey: number
}

type Events = { type: 'news.save'; values: NewsValues } | { type: 'news.remove' } | { type: 'load.retry' }

/**
 * Adding (/NewsScience/NewsScienceAdd/, /NewsScience/NewsEdit/ without an id) or editing an item
 * (/NewsScience/NewsEdit/{newsID}). The form owns the values: a refused save goes back to editing with its
 * reason and nothing typed lost; a saved item stays editable (its id known); a delete (confirmed by the
 * screen) ends in «removed».
 */
export const newsEditMachine = setup({
  types: { context: {} as NewsEditContext, events: {} as Events, input: {} as { newsID: number | null } },
  actors: { loadNews, saveNews, removeNews },
  guards: { isNew: ({ context }) => context.newsID === null, stored: ({ context }) => context.newsID !== null },
}).createMachine({
  id: 'newsEdit',
  context: ({ input }) => ({ newsID: input.newsID, news: null, error: null, formKey: 0 }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }] },
    loading: {
      invoke: {
        id: 'loadNews',
        src: 'loadNews',
        input: ({ context }) => ({ newsID: context.newsID ?? 0 }),
        onDone: {
          target: 'editing',
          actions: assign({
            news: ({ event }) => event.output,
            error: null,
            formKey: ({ context }) => context.formKey + 1,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => newsErrorOf(event.error) }) },
      },
    },
    failed: { on: { 'load.retry': { target: 'loading', actions: assign({ error: null }) } } },
    editing: {
      initial: 'idle',
      states: { idle: {}, saved: {} },
      on: {
        'news.save': { target: 'saving', actions: assign({ error: null }) },
        'news.remove': { guard: 'stored', target: 'removing', actions: assign({ error: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveNews',
        src: 'saveNews',
        input: ({ context, event }) => ({
          newsID: context.newsID,
          values: (event as { values: NewsValues }).values,
        }),
        onDone: {
          target: 'editing.saved',
          actions: assign({
            news: ({ event }) => event.output,
            newsID: ({ event }) => event.output.newsID,
            formKey: ({ context }) => context.formKey + 1,
          }),
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => newsErrorOf(event.error) }) },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeNews',
        src: 'removeNews',
        input: ({ context }) => ({ newsID: context.newsID ?? 0 }),
        onDone: { target: 'removed' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => newsErrorOf(event.error) }) },
      },
    },
    removed: { type: 'final' },
  },
})
