import type { BibKind, BibPerson } from './gost-citation'

/** One record read from BibTeX or RIS, and what could not be read (bib-import.ts reads either format). */

export interface ImportedEntry {
  format: 'bibtex' | 'ris'
  /** The BibTeX key or RIS ID, when given. */
  key: string
  kind: BibKind
  title: string
  authors: BibPerson[]
  /** Journal, or the proceedings / collection a paper is in. */
  container: string
  publisher: string
  place: string
  year: number | null
  volume: string
  issue: string
  pages: string
  doi: string
  keywords: string
  url: string
  /** Patents: the number. */
  number: string
}

export type ImportProblemCode =
  | 'empty'
  | 'unknownFormat'
  | 'unclosed'
  | 'badField'
  | 'noTitle'
  | 'noEntries'
  | 'badYear'
  | 'risNoEnd'
export interface ImportProblem {
  code: ImportProblemCode
  /** 1-based line the problem starts at. */
  line: number
}
export interface ImportResult {
  entries: ImportedEntry[]
  problems: ImportProblem[]
}

export function yearOf(raw: string): number | null | 'bad' {
  if (!raw.trim()) return null
  const m = /(\d{4})/.exec(raw)
  if (!m) return 'bad'
  const year = Number(m[1])
  return year >= 1900 && year <= 2100 ? year : 'bad'
}

export function emptyEntry(format: ImportedEntry['format']): ImportedEntry {
  return {
    format,
    key: '',
    kind: 'other',
    title: '',
    authors: [],
    container: '',
    publisher: '',
    place: '',
    year: null,
    volume: '',
    issue: '',
    pages: '',
    doi: '',
    keywords: '',
    url: '',
    number: '',
  }
}
