import { fromPromise } from 'xstate'
import { findCatalog, type CatalogItem, type CatalogType } from '@/api/reference'
import { catalogSearchMachine } from './catalog-search.machine'

export const liveCatalogSearchMachine = catalogSearchMachine.provide({
  actors: { findCatalog: fromPromise<CatalogItem[], { type: CatalogType; text: string }>(({ input, signal }) => findCatalog(input.type, input.text, { signal })) },
})
