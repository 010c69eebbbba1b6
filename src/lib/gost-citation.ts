/**
 * Bibliographic descriptions per ГОСТ Р 7.0.100-2018 («Библиографическая запись. Библиографическое
 * описание»), for the list of works a scientist hands in («Список научных и учебно-методических трудов»).
 *
 * Areas are separated by « – » (an en dash between spaces); the source of a part (an article, a talk) follows
 * «//»; up to three authors: the first one heads the record («Фамилия, И. О.») and all are named after « / »
 * («И. О. Фамилия»); four authors: no heading, all four after « / »; five or more: no heading, the first
 * three and «[и др.]».
 */

export type BibKind = 'article' | 'conference' | 'book' | 'patent' | 'other'

export interface BibPerson {
  /** Family name: «Кузнецов», «Smith». */
  family: string
  /** Given names or initials: «Дмитрий Сергеевич», «J.», «Jean-Pierre». */
  given: string
}

export interface BibRecord {
  kind: BibKind
  title: string
  authors: BibPerson[]
  /** What kind of document, after « : » (монография, учебное пособие, материалы конференции…). */
  description?: string
  /** Journal or collection title. */
  container?: string
  publisher?: string
  place?: string
  year?: number | null
  volume?: string
  issue?: string
  /** A page range «45–67» (articles) or a page count «250» (books). */
  pages?: string
  doi?: string
  /** Patents and certificates: the document («Патент», «Свидетельство …») and its number. */
  document?: string
  number?: string
  /** 'yyyy-mm-dd': a patent's publication date or a conference's date. */
  date?: string
  /** Conference venue. */
  address?: string
  /** Volume in printed sheets, as entered. */
  sheets?: string
}

const DASH = '\u2013'
const SEP = ` ${DASH} `

/** «Кузнецов Дмитрий Сергеевич», «Smith, John», «Smith J.» as a person. */
export function personOf(fio: string): BibPerson {
  const clean = fio.replace(/\s+/g, ' ').trim()
  if (clean.includes(',')) {
    const [family, ...rest] = clean.split(',')
    return { family: family.trim(), given: rest.join(' ').trim() }
  }
  const [family = '', ...rest] = clean.split(' ')
  return { family, given: rest.join(' ') }
}

/** «Дмитрий Сергеевич» → «Д. С.»; «J.» → «J.»; «Jean-Pierre» → «J.-P.»; «ДС» stays one initial per word. */
export function initialsOf(given: string): string {
  return given
    .split(/[\s.]+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .filter(Boolean)
        .map((part) => `${part[0].toUpperCase()}.`)
        .join('-'),
    )
    .join(' ')
}

/** «Кузнецов, Д. С.» (the heading). */
export function headingName(p: BibPerson): string {
  const initials = initialsOf(p.given)
  return initials ? `${p.family}, ${initials}` : p.family
}

/** «Д. С. Кузнецов» (the statement of responsibility). */
export function responsibilityName(p: BibPerson): string {
  const initials = initialsOf(p.given)
  return initials ? `${initials} ${p.family}` : p.family
}

/** «45-67», «45 — 67», «с. 45–67» → «45–67». */
export function normalisePages(pages: string): string {
  return pages
    .replace(/^\s*(с|c|p|pp)\.\s*/i, '')
    .replace(/\s*[-‐‑‒–—]+\s*/g, DASH)
    .trim()
}

/** 'yyyy-mm-dd' → 'дд.мм.гггг' (anything else as it is). */
export function russianDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso
}

/** A DOI without its resolver or «doi:» prefix. */
export function bareDoi(doi: string): string {
  return doi
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '')
}

const has = (s: string | undefined | null): s is string => typeof s === 'string' && s.trim() !== ''
/** Joins parts, dropping empty ones. */
const join = (parts: (string | false | null | undefined)[], sep: string) =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(sep)
/** Ends an area with a full stop unless it already ends with one (or with «?»/«!»). */
const closed = (s: string) => (/[.?!]$/.test(s) ? s : `${s}.`)

/** Heading (for 1–3 authors) and the statement of responsibility. */
function authorsParts(authors: BibPerson[]): { heading: string; responsibility: string } {
  const named = authors.filter((a) => has(a.family))
  if (named.length === 0) return { heading: '', responsibility: '' }
  if (named.length <= 3)
    return { heading: headingName(named[0]), responsibility: named.map(responsibilityName).join(', ') }
  if (named.length === 4) return { heading: '', responsibility: named.map(responsibilityName).join(', ') }
  return { heading: '', responsibility: `${named.slice(0, 3).map(responsibilityName).join(', ')} [и др.]` }
}

/** «Т. 12, № 3» / «№ 3» / «Т. 12». */
function volumeIssue(r: BibRecord): string {
  return join([has(r.volume) && `Т. ${r.volume.trim()}`, has(r.issue) && `№ ${r.issue.trim()}`], ', ')
}

/** The title area: «Title : description / responsibility». */
function titleArea(r: BibRecord, responsibility: string, extra: string[] = []): string {
  const title = join([r.title.trim(), has(r.description) && r.description.trim(), ...extra], ' : ')
  return responsibility ? `${title} / ${responsibility}` : title
}

/** Areas of a description: each but the last closed with a full stop, joined by « – ». */
function areas(parts: (string | false | null | undefined)[]): string {
  const kept = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').map((p) => p.trim())
  return kept.map((p, i) => (i < kept.length - 1 ? closed(p) : p)).join(SEP)
}

/** One work described per ГОСТ Р 7.0.100-2018, ending with a full stop. */
export function formatGost(r: BibRecord): string {
  const { heading, responsibility } = authorsParts(r.authors)
  const year = r.year ? String(r.year) : ''
  const doi = has(r.doi) ? `DOI ${bareDoi(r.doi)}` : ''
  const pagesRange = has(r.pages) ? `С. ${normalisePages(r.pages)}` : ''
  let body: string
  switch (r.kind) {
    case 'article': {
      const source = areas([r.container, year, volumeIssue(r), pagesRange, doi])
      body = join([titleArea(r, responsibility), source], ' // ')
      break
    }
    case 'conference': {
      const where = join([r.address?.trim(), has(r.date) && russianDate(r.date)], ', ')
      const container = has(r.container) ? (where ? `${r.container.trim()} (${where})` : r.container.trim()) : ''
      const publisher = has(r.publisher)
        ? has(r.place)
          ? `${r.place.trim()} : ${r.publisher.trim()}`
          : r.publisher
        : ''
      const source = areas([container, join([publisher, year], ', '), volumeIssue(r), pagesRange, doi])
      body = join([titleArea(r, responsibility), source], ' // ')
      break
    }
    case 'book': {
      const place = has(r.place) ? r.place.trim() : '[Б. м.]'
      const imprint = has(r.publisher) ? join([`${place} : ${r.publisher.trim()}`, year], ', ') : year
      const extent = has(r.pages) && /^\d+$/.test(r.pages.trim()) ? `${r.pages.trim()} с.` : ''
      body = areas([titleArea(r, responsibility), imprint, extent, doi])
      break
    }
    case 'patent': {
      const doc = join([r.document?.trim() || 'Патент', has(r.number) && `№ ${r.number.trim()}`], ' ')
      const published = has(r.date) ? `опубл. ${russianDate(r.date)}` : year ? `опубл. ${year}` : ''
      body = `${doc} Российская Федерация. ${titleArea(r, responsibility, published ? [published] : [])}`
      break
    }
    default:
      body = areas([titleArea(r, responsibility), year, doi])
  }
  return closed(heading ? `${heading} ${body}` : body)
}

/** Printed sheets as Russian text: 0.5 → «0,5». */
export function sheetsText(n: number): string {
  return String(Math.round(n * 100) / 100).replace('.', ',')
}

/** One printed sheet is 16 pages of a standard page: the volume of a page range «45–60» is 1 sheet. */
export function sheetsOfPages(pages: string): number | null {
  const m = /^(\d+)\s*[-‐‑‒–—]\s*(\d+)$/.exec(normalisePages(pages))
  if (!m) return /^\d+$/.test(pages.trim()) ? Number(pages.trim()) / 16 : null
  const count = Number(m[2]) - Number(m[1]) + 1
  return count > 0 ? count / 16 : null
}

/** A record's volume in printed sheets: as entered (a number) or from its pages. */
export function sheetsOf(r: BibRecord): number | null {
  if (has(r.sheets)) {
    const n = Number(r.sheets.replace(',', '.').trim())
    if (Number.isFinite(n) && n > 0) return n
  }
  return has(r.pages) ? sheetsOfPages(r.pages) : null
}
