import { isApiError } from './errors'
import { findPrepods, type CoAuthor, type MainAuthor, type Prepod, type WorkView } from './nir'
import type { RequestOptions } from './http'
import { CO_AUTHOR_INFLUENCE_DEFAULT } from '@/lib/constants/nir'
import { initialsOf, personOf, type BibPerson } from '@/lib/gost-citation'
import type { ImportedEntry } from '@/lib/bib-import'

/**
 * A BibTeX/RIS record (src/lib/bib-import.ts) brought into a new work: its values by the labels of the
 * work's view, and its authors matched to the university's teachers by name (the rest become authors
 * from outside the university).
 */

/** What an import gives the editor: the record and the co-author rows it found. */
export interface ImportedWork {
  entry: ImportedEntry
  coAuthors: CoAuthor[]
}

const fold = (s: string) => s.toLowerCase().replace(/ё/g, 'е').trim()

/** Same family name, and the initials agree as far as both are given («Кузнецов, Д.» is «Кузнецов Дмитрий Сергеевич»). */
export function samePerson(person: BibPerson, fio: string): boolean {
  const other = personOf(fio)
  if (fold(person.family) !== fold(other.family)) return false
  const a = initialsOf(person.given).split(' ').filter(Boolean)
  const b = initialsOf(other.given).split(' ').filter(Boolean)
  return a.every((initial, i) => b[i] === undefined || fold(initial) === fold(b[i]))
}

const isLatin = (s: string) => /^[\p{Script=Latin}\s.,'’-]+$/u.test(s)

/** The record's people except the main author: teachers found by name, or outside authors by their name. */
export async function matchImportedAuthors(
  entry: ImportedEntry,
  main: Pick<MainAuthor, 'fio'> | null,
  o?: RequestOptions,
): Promise<CoAuthor[]> {
  const rows: CoAuthor[] = []
  const seen = new Set<string>()
  for (const person of entry.authors) {
    if (main && samePerson(person, main.fio)) continue
    let found: Prepod[] = []
    try {
      found = await findPrepods(person.family, o)
    } catch (error) {
      // a failed lookup leaves the person an outside author; a cancelled one stops the import
      if (o?.signal?.aborted || (isApiError(error) && error.code === 'unauthorized')) throw error
    }
    const match = found.find((p) => samePerson(person, p.FIO))
    const fio = [person.family, person.given].filter(Boolean).join(' ')
    const key = match ? `prepod:${match.ID}` : `other:${fold(fio)}`
    if (seen.has(key)) continue
    seen.add(key)
    rows.push(
      match
        ? {
            kind: 'prepod',
            id: match.ID,
            fio: match.FIO,
            fioEng: match.FIOEng,
            structure: match.structure,
            zachBook: '',
            birthday: '',
            influence: CO_AUTHOR_INFLUENCE_DEFAULT,
          }
        : {
            kind: 'other',
            id: null,
            fio,
            fioEng: isLatin(fio) ? fio : '',
            structure: '',
            zachBook: '',
            birthday: '',
            influence: CO_AUTHOR_INFLUENCE_DEFAULT,
          },
    )
  }
  return rows
}

/** The record's values for the fields the view has (by key or by label); empty values are left out. */
export function importedValues(view: Pick<WorkView, 'fields'>, entry: ImportedEntry): Record<string, unknown> {
  const byLabel: Record<string, string> = {
    'название журнала': entry.kind === 'article' ? entry.container : '',
    том: entry.volume,
    'номер выпуска': entry.issue,
    страницы: entry.pages,
    doi: entry.doi,
    издательство: entry.publisher,
  }
  const byKey: Record<string, string | number | null> = {
    name: entry.title,
    year: entry.year,
    compilation: entry.kind === 'article' ? '' : entry.container,
    publishing: entry.publisher,
    address: entry.place,
    rName: entry.number,
    keywords: entry.keywords,
    link: entry.doi ? `https://doi.org/${entry.doi}` : entry.url,
  }
  const values: Record<string, unknown> = {}
  for (const field of view.fields) {
    const value = byKey[field.key] ?? byLabel[field.label.toLowerCase()]
    if (value === undefined || value === null || value === '') continue
    if (field.kind === 'number') {
      if (typeof value === 'number') values[field.key] = value
    } else if (field.kind === 'text' || field.kind === 'textarea') values[field.key] = String(value)
  }
  return values
}
