import * as v from 'valibot'
import { academicYearOf } from '@/lib/day-week'
import { ALL_YEARS } from '@/lib/constants/rating'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import type { WorkStatus } from './achieve'

/* ── Ratings of the portfolio (spec 1 §2 Portfolio; the calls are this portal's own) ── */

/**
 * Whose points a table ranks: students (/portfolio/ratingAll), teachers (/Portfolio/TeachersRating),
 * departments (/teachingStaffRating), faculties (/statFacultsPoints), the teachers of the signed-in
 * head's own department (/Portfolio/Verifier/teachersZavKaf).
 */
export const RATING_KINDS = ['students', 'teachers', 'departments', 'faculties', 'myDepartment'] as const
export type RatingKind = (typeof RATING_KINDS)[number]

/** One stored achievement as a rating counts it: whose it is (the row's key) and where it belongs. */
export interface RatingEntry {
  key: number
  name: string
  /** The group, department or faculty shown beside the name. */
  unit: string
  status: WorkStatus
  points: number
  date: string
  categoryID: number
}
export interface RatingFilter {
  /** The academic year's first calendar year (2026 for 2026/2027); ALL_YEARS for every year. */
  year: number
  /** Only achievements of this category; null for all. */
  categoryID: number | null
}

export const rankedRowSchema = v.object({
  key: v.number(),
  name: v.string(),
  unit: v.string(),
  /** Points of confirmed achievements. */
  points: v.number(),
  /** Confirmed achievements. */
  works: v.number(),
  /** Achievements still waiting for the verifier (no points yet). */
  pending: v.number(),
  place: v.number(),
})
export type RankedRow = v.InferOutput<typeof rankedRowSchema>

/** Highest points first; equal points share a place (1, 2, 2, 4) and are listed by name. */
export function rank<T extends { points: number; name: string }>(rows: readonly T[]): (T & { place: number })[] {
  const sorted = [...rows].sort((a, b) => b.points - a.points || a.name.localeCompare(b.name, 'ru'))
  const placed: (T & { place: number })[] = []
  sorted.forEach((row, i) => {
    const prev = placed[i - 1]
    placed.push({ ...row, place: prev && prev.points === row.points ? prev.place : i + 1 })
  })
  return placed
}

const inFilter = (entry: RatingEntry, filter: RatingFilter) =>
  (filter.year === ALL_YEARS || academicYearOf(entry.date) === filter.year) &&
  (filter.categoryID === null || entry.categoryID === filter.categoryID)

/**
 * The rating of the achievements that pass the filter: per key the sum of points of confirmed ones and
 * how many wait; a key with nothing confirmed nor waiting is left out; ranked by `rank`.
 */
export function ratingTable(entries: readonly RatingEntry[], filter: RatingFilter): RankedRow[] {
  const rows = new Map<number, Omit<RankedRow, 'place'>>()
  for (const entry of entries) {
    if (!inFilter(entry, filter) || entry.status === 'returned') continue
    const row = rows.get(entry.key) ?? {
      key: entry.key,
      name: entry.name,
      unit: entry.unit,
      points: 0,
      works: 0,
      pending: 0,
    }
    if (entry.status === 'confirmed') {
      row.points += entry.points
      row.works += 1
    } else row.pending += 1
    rows.set(entry.key, row)
  }
  return rank([...rows.values()])
}

/** The academic years the achievements fall in, newest first. */
export const yearsOf = (dates: readonly string[]): number[] =>
  [...new Set(dates.map(academicYearOf))].sort((a, b) => b - a)

/** The year a table opens on: the asked one if there is data for it, else the current one, else the newest. */
export function pickYear(asked: number | null, years: readonly number[], today: string): number {
  if (asked !== null && (asked === ALL_YEARS || years.includes(asked))) return asked
  const current = academicYearOf(today)
  return years.includes(current) ? current : (years[0] ?? current)
}

/** One category's figures for /portfolio/globalStat. */
export const categoryStatSchema = v.object({
  categoryID: v.number(),
  name: v.string(),
  works: v.number(),
  confirmed: v.number(),
  pending: v.number(),
  returned: v.number(),
  points: v.number(),
  /** Different people with at least one confirmed achievement of it. */
  people: v.number(),
})
export type CategoryStat = v.InferOutput<typeof categoryStatSchema>

/** Per category: achievements by status, points of the confirmed ones and how many people earned them. */
export function categoryStats(
  entries: readonly RatingEntry[],
  categories: readonly { id: number; name: string }[],
  year: number,
): CategoryStat[] {
  return categories.map((c) => {
    const mine = entries.filter((e) => inFilter(e, { year, categoryID: c.id }))
    const by = (s: WorkStatus) => mine.filter((e) => e.status === s)
    const confirmed = by('confirmed')
    return {
      categoryID: c.id,
      name: c.name,
      works: mine.length,
      confirmed: confirmed.length,
      pending: by('pending').length,
      returned: by('returned').length,
      points: confirmed.reduce((sum, e) => sum + e.points, 0),
      people: new Set(confirmed.map((e) => e.key)).size,
    }
  })
}

const yearsPart = { years: v.array(v.number()), year: v.number() }
export const ratingAnswerSchema = v.object({
  ...yearsPart,
  categories: v.array(v.object({ id: v.number(), name: v.string() })),
  rows: v.array(rankedRowSchema),
})
export type RatingAnswer = v.InferOutput<typeof ratingAnswerSchema>
export const statAnswerSchema = v.object({ ...yearsPart, rows: v.array(categoryStatSchema) })
export type StatAnswer = v.InferOutput<typeof statAnswerSchema>

export const ratingQuerySchema = v.object({
  kind: v.picklist(RATING_KINDS),
  year: v.nullable(v.pipe(v.number(), v.integer())),
  categoryID: v.nullable(v.pipe(v.number(), v.integer())),
})
export type RatingQuery = v.InferOutput<typeof ratingQuerySchema>

const query = (q: { year: number | null; categoryID?: number | null }) => ({
  ...(q.year === null ? {} : { year: q.year }),
  ...(q.categoryID ? { categoryID: q.categoryID } : {}),
})

export async function getRatingTable(q: RatingQuery, options: RequestOptions = {}): Promise<RatingAnswer> {
  return parseAnswer(
    stateEnvelope(ratingAnswerSchema),
    await http.get('/Portfolio/Ratings', { kind: q.kind, ...query(q) }, options),
  ).data
}
export async function getPortfolioStat(year: number | null, options: RequestOptions = {}): Promise<StatAnswer> {
  return parseAnswer(stateEnvelope(statAnswerSchema), await http.get('/Portfolio/GlobalStat', query({ year }), options))
    .data
}
