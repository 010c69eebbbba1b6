import type { SnapshotFrom } from 'xstate'
import type { catalogSearchMachine } from './catalog-search.machine'

type Snapshot = SnapshotFrom<typeof catalogSearchMachine>
export const selectCatalogType = (s: Snapshot) => s.context.type
export const selectCatalogText = (s: Snapshot) => s.context.text
export const selectCatalogResults = (s: Snapshot) => s.context.results
export const selectCatalogBusy = (s: Snapshot) => s.matches('waiting') || s.matches('searching')
export const selectCatalogError = (s: Snapshot) => s.context.error
