import { fromPromise } from '@/machines/from-promise'
import { recommendToPub } from '@/api/nir-control'
import * as api from '@/api/nir'
import { levelsIndexing } from '@/api/reference'
import { matchImportedAuthors, type ImportedWork } from '@/api/nir-import'
import type { ImportedEntry } from '@/lib/bib-import'
import type { AuthorSearchKind, LoadedWork } from './work-editor.types'

/** The work editor's actors over the spec's calls (spec 2 §7 Publications); each passes XState's abort signal. */

/** A stored work with its own view, or (workID null) the view of a new work of the type and sub-type; the indexing levels. */
export const loadWork = fromPromise<LoadedWork, { typeID: number; workID: number | null; podTip: number | null }>(
  async ({ input, signal }) => {
    const levels = levelsIndexing.list({ signal, silent: true })
    if (input.workID !== null) {
      const [work, list] = await Promise.all([api.getWork(input.workID, { signal, silent: true }), levels])
      return { view: work.nirWorkView, work, mainAuthor: work.authors.main, levels: list }
    }
    const [view, mainAuthor, list] = await Promise.all([
      api.getWorkView(input.typeID, input.podTip, { signal, silent: true }),
      api.getMainAuthorInfo({ signal }),
      levels,
    ])
    return { view, work: null, mainAuthor, levels: list }
  },
)

/** The view of another sub-type (changing podTip changes the form). */
export const loadView = fromPromise<api.WorkView, { typeID: number; podTip: number | null }>(({ input, signal }) =>
  api.getWorkView(input.typeID, input.podTip, { signal, silent: true }),
)

/** Silent: a refusal (400 with the server's message, 403) is shown on the form. */
export const saveWork = fromPromise<{ workID: number }, api.PushBody>(({ input, signal }) =>
  api.pushWork(input, { signal, silent: true }),
)

export const recommendWork = fromPromise<void, { workID: number }>(({ input, signal }) =>
  recommendToPub(input.workID, { signal, silent: true }),
)
export const deleteWork = fromPromise<void, { workID: number }>(({ input, signal }) =>
  api.deleteWork(input.workID, { signal, silent: true }),
)

/** Teacher or student co-authors by name; empty text answers [] without a call. */
export const findAuthors = fromPromise<api.FoundAuthor[], { text: string; kind: AuthorSearchKind }>(
  ({ input, signal }) => api.findAuthors(input.kind, input.text, { signal, silent: true }),
)

/** A BibTeX/RIS record's authors matched to the university's teachers (the rest become outside authors). */
export const matchImport = fromPromise<ImportedWork, { entry: ImportedEntry; mainAuthor: api.MainAuthor | null }>(
  async ({ input, signal }) => ({
    entry: input.entry,
    coAuthors: await matchImportedAuthors(input.entry, input.mainAuthor, { signal, silent: true }),
  }),
)
