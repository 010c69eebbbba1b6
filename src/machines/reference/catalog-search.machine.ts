import { assign, setup } from 'xstate'
import { CATALOG_MIN_LENGTH, type CatalogItem, type CatalogType } from '@/api/reference'
import { CATALOG_SEARCH_DEBOUNCE_MS } from '@/lib/constants/reference'
import { searchCatalog } from './catalog-search.actors'

/**
 * Catalogue search (spec 2 §5 "Search"): journals (0) need ≥ 3 characters, UGNP (1) and GRNTI (2)
 * ≥ 1; shorter text gives an empty list without a call. Typing waits for the debounce; a new
 * keystroke or catalogue cancels the pending search.
 */
export interface CatalogContext {
  type: CatalogType
  text: string
  results: CatalogItem[]
  error: boolean
}
export type CatalogEvent = { type: 'query.change'; text: string } | { type: 'catalog.select'; catalog: CatalogType }

export const isSearchable = (type: CatalogType, text: string) => text.trim().length >= CATALOG_MIN_LENGTH[type]

export const catalogSearchMachine = setup({
  types: { context: {} as CatalogContext, events: {} as CatalogEvent },
  actors: { findCatalog: searchCatalog },
  delays: { searchDebounce: CATALOG_SEARCH_DEBOUNCE_MS },
  guards: { isSearchable: ({ context }) => isSearchable(context.type, context.text) },
}).createMachine({
  id: 'catalogSearch',
  context: { type: 0, text: '', results: [], error: false },
  initial: 'idle',
  on: {
    'query.change': { target: '.checking', actions: assign({ text: ({ event }) => event.text }) },
    'catalog.select': { target: '.checking', actions: assign({ type: ({ event }) => event.catalog }) },
  },
  states: {
    idle: {},
    checking: {
      always: [
        { guard: 'isSearchable', target: 'waiting' },
        { target: 'idle', actions: assign({ results: [], error: false }) },
      ],
    },
    waiting: { after: { searchDebounce: 'searching' } },
    searching: {
      invoke: {
        id: 'findCatalog',
        src: 'findCatalog',
        input: ({ context }) => ({ type: context.type, text: context.text }),
        onDone: { target: 'idle', actions: assign({ results: ({ event }) => event.output, error: false }) },
        onError: { target: 'idle', actions: assign({ results: [], error: true }) },
      },
    },
  },
})
