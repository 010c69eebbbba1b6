import * as v from 'valibot'
import { LEVEL_FLAGS } from './nir-points'
import { bareDoi } from '@/lib/gost-citation'
import type { LevelIndexing } from './reference'
import { nirIndexingTexts as t } from '@/texts/ru/nir-indexing'

/**
 * A work's indexing levels and catalogue fields (spec 2 §3 "Indexing level": name, systemID, url, doi, year,
 * selected; nirWorks lstIndex, wos/scopus/vac/rinc, doiWos/doiScopus, strYGNP, strGRNTI). One rule for the
 * form and the mock backend: a ticked level needs a DOI (10.xxxx/…) or an http(s) link, both well-formed.
 */
export const LEVEL_DOI_MAX = 200
export const LEVEL_URL_MAX = 500
export const CATALOG_VALUE_MAX = 500
const YEAR_MIN = 1900
const YEAR_MAX = 2100

/** «https://doi.org/10.1/x», «doi:10.1/x» and «10.1/x» are the same DOI; stored without the prefix (gost-citation's rule). */
export const normalizeDoi = (raw: string) => bareDoi(raw).trim()
/** A DOI: «10.», a registrant code of 4–9 digits (dotted parts allowed), «/» and a suffix without spaces. */
export const isDoi = (raw: string) => /^10\.\d{4,9}(\.\d+)*\/\S+$/.test(normalizeDoi(raw))
/** An absolute http:// or https:// address with a host. */
export function isHttpUrl(raw: string): boolean {
  const text = raw.trim()
  if (!/^https?:\/\//i.test(text) || /\s/.test(text)) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** One row of the levels' form: every level of the reference list, ticked or not. */
export interface LevelRow {
  systemID: number
  name: string
  selected: boolean
  doi: string
  url: string
  year: number | null
}

const trimmed = (max: number, label: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(max, t.tooLong(label, max)),
  )

const levelRowSchema = v.pipe(
  v.object({
    systemID: v.number(t.unknownLevel),
    name: v.pipe(v.string(), v.maxLength(200)),
    selected: v.optional(v.boolean(), false),
    doi: v.pipe(trimmed(LEVEL_DOI_MAX, 'DOI'), v.transform(normalizeDoi)),
    url: trimmed(LEVEL_URL_MAX, 'URL'),
    year: v.optional(v.nullable(v.number()), null),
  }),
  v.forward(
    v.check(
      (r) => !r.selected || r.doi === '' || isDoi(r.doi),
      (i) => t.doiInvalid(i.input.name),
    ),
    ['doi'],
  ),
  v.forward(
    v.check(
      (r) => !r.selected || r.url === '' || isHttpUrl(r.url),
      (i) => t.urlInvalid(i.input.name),
    ),
    ['url'],
  ),
  v.forward(
    v.check(
      (r) => !r.selected || r.year === null || (Number.isInteger(r.year) && r.year >= YEAR_MIN && r.year <= YEAR_MAX),
      (i) => t.yearInvalid(i.input.name),
    ),
    ['year'],
  ),
  v.forward(
    v.check(
      (r) => !r.selected || r.doi !== '' || r.url !== '',
      (i) => t.doiOrUrl(i.input.name),
    ),
    ['doi'],
  ),
)
export type StoredLevel = LevelRow & { selected: true }

/** The levels as typed in; stored: only the ticked ones (their DOI without a doi.org prefix). */
export const lstIndexSchema = v.pipe(
  v.optional(v.array(levelRowSchema), []),
  v.transform((rows) => rows.filter((r) => r.selected).map((r) => ({ ...r, selected: true as const }))),
)

/** The catalogue fields of a work: the journal, UGNP and GRNTI as picked from the catalogues (spec 2 §5). */
export const catalogEntries = {
  journal: trimmed(CATALOG_VALUE_MAX, t.journal),
  strYGNP: trimmed(CATALOG_VALUE_MAX, t.ugnp),
  strGRNTI: trimmed(CATALOG_VALUE_MAX, t.grnti),
}
/** The entries buildWorkSchema adds to every view: the levels and the catalogue fields. */
export const indexingEntries = { lstIndex: lstIndexSchema, ...catalogEntries }
export type CatalogField = keyof typeof catalogEntries

const storedSchema = v.array(
  v.object({
    systemID: v.number(),
    doi: v.optional(v.string(), ''),
    url: v.optional(v.string(), ''),
    year: v.optional(v.nullable(v.number()), null),
  }),
)
/** The ticked levels a stored work carries (its lstIndex), [] when it has none. */
export function storedLevels(work: Record<string, unknown> | null | undefined) {
  const parsed = v.safeParse(storedSchema, work?.lstIndex ?? [])
  return parsed.success ? parsed.output : []
}

/** The form's rows: each level of the reference list (in its order), ticked and filled where the work has it. */
export function levelRows(levels: readonly LevelIndexing[], work: Record<string, unknown> | null | undefined) {
  const stored = new Map(storedLevels(work).map((l) => [l.systemID, l]))
  return [...levels]
    .sort((a, b) => a.npp - b.npp || a.systemID - b.systemID)
    .map((l): LevelRow => {
      const own = stored.get(l.systemID)
      return {
        systemID: l.systemID,
        name: l.name,
        selected: own !== undefined,
        doi: own?.doi ?? '',
        url: own?.url ?? '',
        year: own?.year ?? null,
      }
    })
}

/** The form's starting values of the levels and catalogue fields. */
export function indexingDefaults(levels: readonly LevelIndexing[], work: Record<string, unknown> | null | undefined) {
  const text = (key: CatalogField) => (typeof work?.[key] === 'string' ? (work[key] as string) : '')
  return {
    lstIndex: levelRows(levels, work),
    journal: text('journal'),
    strYGNP: text('strYGNP'),
    strGRNTI: text('strGRNTI'),
  }
}

/** Spec 2 §3's flags of a work from its ticked levels (the points take the best one): wos, scopus, vac, rinc, DOIs. */
export function levelFlagsOf(stored: readonly { systemID: number; doi: string }[]) {
  const has = (level: number) => stored.find((l) => l.systemID === level)
  const [wos, scopus, vac, rinc] = LEVEL_FLAGS.map(([, level]) => has(level))
  return {
    wos: wos !== undefined,
    scopus: scopus !== undefined,
    vac: vac !== undefined,
    rinc: rinc !== undefined,
    doiWos: wos?.doi ?? '',
    doiScopus: scopus?.doi ?? '',
  }
}
