import type { MainAuthor, WorkAnswer, WorkView } from '@/api/nir'
import type { LevelIndexing } from '@/api/reference'

/** What the editor loads: the view definition, the stored work (null for a new one), the main author and the indexing levels. */
export interface LoadedWork {
  view: WorkView
  work: WorkAnswer | null
  mainAuthor: MainAuthor
  /** GET /Publication/Get/ListLevelIndexing: the levels a work may be indexed in (spec 2 §3). */
  levels: LevelIndexing[]
}

/** Codes the screen turns into texts (src/texts/ru/nir.ts); a refusal carries the server's message. */
export type EditorErrorCode =
  | 'notFound'
  | 'forbidden'
  | 'badRequest'
  | 'failed'
  | 'viewFailed'
  | 'searchFailed'
  | 'importFailed'
export interface EditorError {
  code: EditorErrorCode
  message: string | null
}

/** Whom the co-author search looks for. */
export type AuthorSearchKind = 'prepod' | 'student'
