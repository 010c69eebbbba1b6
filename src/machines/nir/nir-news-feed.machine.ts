import { assign, setup } from 'xstate'
import type { NewsPage } from '@/api/nir-news'
import { loadNewsPage } from './nir-news.actors'
import { newsErrorOf, type NewsError } from './nir-news.types'

export interface NewsFeedContext {
  page: number
  data: NewsPage | null
  error: NewsError | null
}

/** The science news feed: loads a page (newest first); another page or a retry loads again. */
export const newsFeedMachine = setup({
  types: {
    context: {} as NewsFeedContext,
    events: {} as { type: 'page.go'; page: number } | { type: 'load.retry' },
  },
  actors: { loadNewsPage },
}).createMachine({
  id: 'newsFeed',
  context: { page: 1, data: null, error: null },
  initial: 'loading',
  on: { 'page.go': { target: '.loading', actions: assign({ page: ({ event }) => Math.max(1, event.page) }) } },
  states: {
    loading: {
      invoke: {
        id: 'loadNewsPage',
        src: 'loadNewsPage',
        input: ({ context }) => ({ page: context.page }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => newsErrorOf(event.error) }) },
      },
    },
    ready: {},
    failed: { on: { 'load.retry': 'loading' } },
  },
})
