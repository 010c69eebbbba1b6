import { fromPromise } from '@/machines/from-promise'
import { findCatalog, type CatalogItem, type CatalogType } from '@/api/reference'

/** Catalogue search over the API (a shorter text than the catalogue's minimum answers [] without a call). */
export const searchCatalog = fromPromise<CatalogItem[], { type: CatalogType; text: string }>(({ input, signal }) =>
  findCatalog(input.type, input.text, { signal }),
)
