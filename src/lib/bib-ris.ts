import { personOf, type BibKind } from './gost-citation'
import { emptyEntry, yearOf, type ImportedEntry, type ImportProblem, type ImportResult } from './bib-entry'

/** The RIS reader of bib-import.ts: tagged lines «TY  - JOUR» … «ER  -». */

const RIS_KINDS: Record<string, BibKind> = {
  JOUR: 'article',
  JFULL: 'article',
  EJOUR: 'article',
  MGZN: 'article',
  CONF: 'conference',
  CPAPER: 'conference',
  CHAP: 'conference',
  BOOK: 'book',
  EBOOK: 'book',
  EDBOOK: 'book',
  PAT: 'patent',
}

export function parseRis(text: string): ImportResult {
  const entries: ImportedEntry[] = []
  const problems: ImportProblem[] = []
  const lines = text.split(/\r?\n/)
  let entry: ImportedEntry | null = null
  let start = 0
  let startPage = ''
  let endPage = ''
  const keywords: string[] = []
  const finish = () => {
    if (!entry) return
    entry.pages = startPage && endPage ? `${startPage}–${endPage}` : startPage || endPage
    entry.keywords = keywords.join(', ')
    if (!entry.title) problems.push({ code: 'noTitle', line: start })
    else entries.push(entry)
    entry = null
  }
  lines.forEach((raw, index) => {
    const m = /^([A-Z][A-Z0-9])\s{1,2}-\s?(.*)$/.exec(raw.trimEnd())
    if (!m) return
    const [, tag, rawValue] = m
    const value = rawValue.trim()
    if (tag === 'TY') {
      if (entry) problems.push({ code: 'risNoEnd', line: start })
      finish()
      entry = emptyEntry('ris')
      entry.kind = RIS_KINDS[value.toUpperCase()] ?? 'other'
      start = index + 1
      startPage = ''
      endPage = ''
      keywords.length = 0
      return
    }
    if (!entry) return
    const e: ImportedEntry = entry
    switch (tag) {
      case 'ER':
        finish()
        return
      case 'TI':
      case 'T1':
        e.title ||= value
        return
      case 'AU':
      case 'A1':
        e.authors.push(personOf(value))
        return
      case 'JO':
      case 'JF':
      case 'T2':
      case 'JA':
      case 'BT':
        e.container ||= value
        return
      case 'PY':
      case 'Y1':
      case 'DA': {
        if (e.year !== null) return
        const year = yearOf(value)
        if (year === 'bad') problems.push({ code: 'badYear', line: index + 1 })
        else e.year = year
        return
      }
      case 'VL':
        e.volume = value
        return
      case 'IS':
        e.issue = value
        return
      case 'SP':
        startPage = value
        return
      case 'EP':
        endPage = value
        return
      case 'DO':
        e.doi = value
        return
      case 'PB':
        e.publisher = value
        return
      case 'CY':
        e.place = value
        return
      case 'KW':
        keywords.push(value)
        return
      case 'UR':
        e.url ||= value
        return
      case 'ID':
        e.key = value
        return
      case 'M1':
      case 'AN':
        if (e.kind === 'patent') e.number ||= value
        return
    }
  })
  if (entry) {
    problems.push({ code: 'risNoEnd', line: start })
    finish()
  }
  return { entries, problems }
}
