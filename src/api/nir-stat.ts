import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { NIR_STATUS } from '@/lib/constants/nir'

/**
 * Research statistics (spec 2 §7: GET /Publication/Stat/Stat, /Stat/StatNIR, /Stat/StatNIRS, each ?year&sem,
 * an empty list on failure). The figures are counted here from the works (the mock backend uses the same
 * arithmetic over its stored works), so the screens and the server agree by construction.
 */
export const STAT_CALLS = {
  /** Every research work. */
  all: '/Publication/Stat/Stat',
  /** Scientific works (НИР). */
  nir: '/Publication/Stat/StatNIR',
  /** Works with student authors (НИРС). */
  nirs: '/Publication/Stat/StatNIRS',
} as const
export type StatCall = keyof typeof STAT_CALLS
export const STAT_GROUPS = ['department', 'type', 'year'] as const
export type StatGroup = (typeof STAT_GROUPS)[number]

export const statRowSchema = v.object({
  label: v.string(),
  total: v.number(),
  accepted: v.number(),
  checking: v.number(),
  returned: v.number(),
  /** Student authors counted over the group's works. */
  students: v.number(),
})
export type StatRow = v.InferOutput<typeof statRowSchema>

/** year: the academic year's first calendar year (2024 → 2024-2025), null = all; sem: 1 autumn, 0 spring, null = both. */
export interface StatQuery {
  year: number | null
  sem: 0 | 1 | null
  by: StatGroup
  /** Only the works of this department (null = the whole university). */
  dep: string | null
  /** Only works of these kinds (reference type names), e.g. the МИЦ's patents. */
  kinds?: readonly string[]
}

/** One work as the statistics count it. */
export interface StatWork {
  /** The date the work was entered, yyyy-mm-dd. */
  date: string
  group: string
  status: number
  students: number
}

/** Spec 2 §9: the academic year starts in September; semester 0 for February–July, else 1. */
export function periodOf(date: string): { year: number; sem: 0 | 1 } {
  const y = Number(date.slice(0, 4))
  const m = Number(date.slice(5, 7))
  return { year: m >= 9 ? y : y - 1, sem: m >= 2 && m <= 7 ? 0 : 1 }
}

export function inPeriod(date: string, year: number | null, sem: 0 | 1 | null): boolean {
  const p = periodOf(date)
  return (year === null || p.year === year) && (sem === null || p.sem === sem)
}

const emptyRow = (label: string): StatRow => ({ label, total: 0, accepted: 0, checking: 0, returned: 0, students: 0 })

/** Works of the period counted per group: all, accepted (or published), on checking, returned; largest first. */
export function statRows(works: readonly StatWork[], year: number | null, sem: 0 | 1 | null): StatRow[] {
  const rows = new Map<string, StatRow>()
  for (const w of works) {
    if (!inPeriod(w.date, year, sem)) continue
    const row = rows.get(w.group) ?? emptyRow(w.group)
    row.total += 1
    if (w.status === NIR_STATUS.accepted || w.status === NIR_STATUS.published) row.accepted += 1
    if (w.status === NIR_STATUS.checking) row.checking += 1
    if (w.status === NIR_STATUS.returned) row.returned += 1
    row.students += w.students
    rows.set(w.group, row)
  }
  return [...rows.values()].sort((a, b) => b.total - a.total || a.label.localeCompare(b.label, 'ru'))
}

/** Rows grouped by year keep the years' order instead (oldest first). */
export function byLabel(rows: readonly StatRow[]): StatRow[] {
  return [...rows].sort((a, b) => a.label.localeCompare(b.label, 'ru'))
}

/** The «Итого» row. */
export function statTotal(rows: readonly StatRow[], label: string): StatRow {
  return rows.reduce(
    (t, r) => ({
      label,
      total: t.total + r.total,
      accepted: t.accepted + r.accepted,
      checking: t.checking + r.checking,
      returned: t.returned + r.returned,
      students: t.students + r.students,
    }),
    emptyRow(label),
  )
}

/** A part of a whole in percent with one decimal (0 when the whole is 0). */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0
}

function queryOf(q: StatQuery) {
  return {
    year: q.year ?? undefined,
    sem: q.sem ?? undefined,
    by: q.by,
    dep: q.dep ?? undefined,
    kinds: q.kinds?.length ? q.kinds.join(',') : undefined,
  }
}

/** A statistics call; spec 2 §7: an empty list on failure. */
export async function getStat(call: StatCall, q: StatQuery, o?: RequestOptions): Promise<StatRow[]> {
  try {
    const answer = await http.get(STAT_CALLS[call], queryOf(q), { silent: true, ...o })
    const parsed = parseAnswer(stateEnvelope(v.array(statRowSchema)), answer)
    return parsed.state === 1 ? parsed.data : []
  } catch (e) {
    if (o?.signal?.aborted) throw e
    return []
  }
}

/** GET /listKafs: the departments (spec 2 §7 does not show the shape: names here); [] on failure. */
export async function listKafs(o?: RequestOptions): Promise<string[]> {
  try {
    const answer = await http.get('/listKafs', undefined, { silent: true, ...o })
    const parsed = parseAnswer(stateEnvelope(v.array(v.object({ id: v.number(), name: v.string() }))), answer)
    return parsed.state === 1 ? parsed.data.map((k) => k.name) : []
  } catch (e) {
    if (o?.signal?.aborted) throw e
    return []
  }
}
