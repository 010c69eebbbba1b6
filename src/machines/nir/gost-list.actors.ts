import { fromPromise } from '@/machines/from-promise'
import { getPublicationEntries, type PublicationEntry } from '@/api/nir-publications'
import type { MainAuthor } from '@/api/nir'

/** The signed-in author and every work of theirs, described per ГОСТ (spec 2 §7: ListWorks, then Work each). */
export const loadEntries = fromPromise<{ me: MainAuthor; entries: PublicationEntry[] }>(({ signal }) =>
  getPublicationEntries({ signal, silent: true }),
)
