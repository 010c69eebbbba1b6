import { personOf, type BibKind, type BibPerson } from './gost-citation'
import { emptyEntry, yearOf, type ImportedEntry, type ImportProblem, type ImportResult } from './bib-entry'
import { parseRis } from './bib-ris'

export type { ImportedEntry, ImportProblem, ImportProblemCode, ImportResult } from './bib-entry'

/**
 * A small reader of BibTeX and RIS records (what Google Scholar, eLIBRARY, Crossref, Scopus and Zotero
 * export), for pre-filling a new work. It reads the fields a work needs (type, title, authors, journal or
 * proceedings, publisher, place, year, volume, issue, pages, DOI, keywords, link), undoes the usual LaTeX
 * escapes and reports what it could not read as codes with the line (the screen words them).
 */

/** Longest text read (a pasted file of a few hundred records). */
export const IMPORT_TEXT_MAX = 200_000

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length

const BIBTEX_KINDS: Record<string, BibKind> = {
  article: 'article',
  inproceedings: 'conference',
  conference: 'conference',
  incollection: 'conference',
  proceedings: 'book',
  book: 'book',
  inbook: 'book',
  booklet: 'book',
  manual: 'book',
  phdthesis: 'other',
  mastersthesis: 'other',
  techreport: 'other',
  patent: 'patent',
  misc: 'other',
  online: 'other',
  unpublished: 'other',
}
const ACCENTS: Record<string, Record<string, string>> = {
  '"': { a: 'ä', o: 'ö', u: 'ü', e: 'ë', i: 'ï', A: 'Ä', O: 'Ö', U: 'Ü' },
  "'": { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', y: 'ý', c: 'ć', n: 'ń', s: 'ś', z: 'ź', E: 'É', A: 'Á' },
  '`': { a: 'à', e: 'è', i: 'ì', o: 'ò', u: 'ù' },
  '^': { a: 'â', e: 'ê', i: 'î', o: 'ô', u: 'û' },
  '~': { n: 'ñ', a: 'ã', o: 'õ', N: 'Ñ' },
  c: { c: 'ç', C: 'Ç' },
  v: { c: 'č', s: 'š', z: 'ž', r: 'ř', e: 'ě', C: 'Č', S: 'Š', Z: 'Ž' },
}

/** LaTeX as plain text: accents, escaped symbols, dashes, ties and grouping braces. */
export function delatex(value: string): string {
  return value
    .replace(/\\([."'`^~]|[cv](?=[{\s]))\s*\{?\\?([A-Za-z])\}?/g, (_m, accent: string, letter: string) => {
      return ACCENTS[accent]?.[letter] ?? letter
    })
    .replace(/\\([&%$#_{}])/g, '$1')
    .replace(/\\textendash\b\s*|---?/g, (m) => (m === '---' ? '—' : '–'))
    .replace(/\\(textit|textbf|emph|mathrm|textrm)\s*/g, '')
    .replace(/~/g, ' ')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** «Smith, John and Кузнецов, Д. С. and Jane Doe» as people. */
export function bibtexAuthors(value: string): BibPerson[] {
  return value
    .split(/\s+and\s+/i)
    .map((name) => name.trim())
    .filter((name) => name && name.toLowerCase() !== 'others')
    .map((name) => {
      if (name.includes(',')) return personOf(name)
      const words = name.split(/\s+/)
      // «First Middle Last» (BibTeX's order without a comma): the last word is the family name
      return words.length > 1
        ? { family: words[words.length - 1], given: words.slice(0, -1).join(' ') }
        : personOf(name)
    })
}

/** The value after «=» at `i`: {braced}, "quoted" or a bare word/number, with « # » joins. */
function readValue(
  text: string,
  start: number,
  macros: Record<string, string> = {},
): { value: string; end: number } | null {
  let i = start
  let value = ''
  for (;;) {
    while (/\s/.test(text[i] ?? '')) i++
    const c = text[i]
    if (c === '{') {
      let depth = 0
      const from = i
      for (; i < text.length; i++) {
        if (text[i] === '\\') {
          i++
          continue
        }
        if (text[i] === '{') depth++
        else if (text[i] === '}' && --depth === 0) break
      }
      if (i >= text.length) return null
      value += text.slice(from + 1, i)
      i++
    } else if (c === '"') {
      let depth = 0
      const from = i
      for (i++; i < text.length; i++) {
        if (text[i] === '\\') {
          i++
          continue
        }
        if (text[i] === '{') depth++
        else if (text[i] === '}') depth--
        else if (text[i] === '"' && depth === 0) break
      }
      if (i >= text.length) return null
      value += text.slice(from + 1, i)
      i++
    } else {
      const m = /^[^\s,}#]+/.exec(text.slice(i))
      if (!m) return null
      value += macros[m[0].toLowerCase()] ?? m[0]
      i += m[0].length
    }
    while (/\s/.test(text[i] ?? '')) i++
    if (text[i] !== '#') return { value, end: i }
    i++
  }
}

function parseBibtex(text: string): ImportResult {
  const entries: ImportedEntry[] = []
  const problems: ImportProblem[] = []
  const head = /@\s*([A-Za-z]+)\s*([{(])/g
  const macros: Record<string, string> = {}
  let m: RegExpExecArray | null
  while ((m = head.exec(text))) {
    const type = m[1].toLowerCase()
    const line = lineAt(text, m.index)
    const close = m[2] === '{' ? '}' : ')'
    if (type === 'string') {
      // @string{name = "value"}: later bare words «name» stand for the value
      const def = /^\s*([A-Za-z][\w-]*)\s*=/.exec(text.slice(m.index + m[0].length))
      const read = def ? readValue(text, m.index + m[0].length + def[0].length, macros) : null
      if (def && read) {
        macros[def[1].toLowerCase()] = read.value
        head.lastIndex = read.end
      }
      continue
    }
    if (type === 'comment' || type === 'preamble') {
      const skipped = readValue(text, m.index + m[0].length - 1)
      if (skipped) head.lastIndex = skipped.end
      continue
    }
    const entry = emptyEntry('bibtex')
    entry.kind = BIBTEX_KINDS[type] ?? 'other'
    let i = m.index + m[0].length
    const key = /^\s*([^,\s}]*)\s*,/.exec(text.slice(i))
    if (key) {
      entry.key = key[1]
      i += key[0].length
    }
    const fields: Record<string, string> = {}
    let broken = false
    for (;;) {
      while (/[\s,]/.test(text[i] ?? '')) i++
      if (i >= text.length) {
        broken = true
        break
      }
      if (text[i] === close) {
        i++
        break
      }
      const name = /^([A-Za-z][\w-]*)\s*=/.exec(text.slice(i))
      if (!name) {
        problems.push({ code: 'badField', line: lineAt(text, i) })
        // skip to the next field or the entry's end
        const next = text.slice(i).search(/,\s*[A-Za-z][\w-]*\s*=|\n\s*[})]/)
        if (next < 0) {
          broken = true
          break
        }
        i += next + 1
        continue
      }
      const read = readValue(text, i + name[0].length, macros)
      if (!read) {
        broken = true
        break
      }
      fields[name[1].toLowerCase()] = read.value
      i = read.end
    }
    head.lastIndex = Math.max(i, m.index + m[0].length)
    if (broken) {
      problems.push({ code: 'unclosed', line })
      break
    }
    const f = (k: string) => delatex(fields[k] ?? '')
    entry.title = f('title')
    entry.authors = bibtexAuthors(fields.author ?? fields.editor ?? '').map((p) => ({
      family: delatex(p.family),
      given: delatex(p.given),
    }))
    entry.container = f('journal') || f('journaltitle') || f('booktitle') || f('series')
    entry.publisher = f('publisher') || f('organization') || f('school') || f('institution')
    entry.place = f('address') || f('location')
    const year = yearOf(f('year') || f('date'))
    if (year === 'bad') problems.push({ code: 'badYear', line })
    entry.year = year === 'bad' ? null : year
    entry.volume = f('volume')
    entry.issue = f('number') || f('issue')
    entry.pages = f('pages')
    entry.doi = f('doi')
    entry.keywords = f('keywords')
    entry.url = f('url')
    if (entry.kind === 'patent') entry.number = f('number')
    if (!entry.title) problems.push({ code: 'noTitle', line })
    else entries.push(entry)
  }
  return { entries, problems }
}

/** Reads BibTeX or RIS text (the format is recognised by its first record). */
export function parseBibliography(input: string): ImportResult {
  const text = input.replace(/^\uFEFF/, '').slice(0, IMPORT_TEXT_MAX)
  if (!text.trim()) return { entries: [], problems: [{ code: 'empty', line: 1 }] }
  const firstBib = text.search(/@\s*[A-Za-z]+\s*[{(]/)
  const firstRis = text.search(/^TY {1,2}- ?/m)
  let result: ImportResult
  if (firstBib >= 0 && (firstRis < 0 || firstBib < firstRis)) result = parseBibtex(text)
  else if (firstRis >= 0) result = parseRis(text)
  else return { entries: [], problems: [{ code: 'unknownFormat', line: 1 }] }
  if (result.entries.length === 0 && !result.problems.some((p) => p.code === 'unclosed'))
    result.problems.push({ code: 'noEntries', line: 1 })
  return result
}
