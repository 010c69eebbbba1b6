import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

export const TRANSFER_KINDS = ['group', 'programme', 'form'] as const
export type TransferKind = (typeof TRANSFER_KINDS)[number]

export const transferSchema = v.object({
  id: v.number(),
  date: v.string(),
  studentName: v.string(),
  kind: v.picklist(TRANSFER_KINDS),
  from: v.string(),
  to: v.string(),
  facultyID: v.number(),
})
export type Transfer = v.InferOutput<typeof transferSchema>

export const transferAnswerSchema = v.object({
  faculties: v.array(v.object({ id: v.number(), name: v.string() })),
  rows: v.array(transferSchema),
})
export type TransferAnswer = v.InferOutput<typeof transferAnswerSchema>

export interface TransferFilter {
  /** '2026-2027' */
  year: string
  /** 0: every faculty */
  facultyID: number
}

/** The transfers of an academic year (of one faculty, or all), newest first. */
export async function getTransfers(filter: TransferFilter, options: RequestOptions = {}): Promise<TransferAnswer> {
  const query = { year: filter.year, ...(filter.facultyID ? { facultyID: String(filter.facultyID) } : {}) }
  return parseAnswer(
    stateEnvelope(transferAnswerSchema),
    await http.get('/Statistics/TransferMonitoring', query, options),
  ).data
}

export interface TransferMonth {
  month: string
  group: number
  programme: number
  form: number
  total: number
}

/** Counts by month (yyyy-mm, in order) and kind: the table under the filters. */
export function countByMonth(rows: readonly Pick<Transfer, 'date' | 'kind'>[]): TransferMonth[] {
  const months = new Map<string, TransferMonth>()
  for (const row of rows) {
    const month = row.date.slice(0, 7)
    const entry = months.get(month) ?? { month, group: 0, programme: 0, form: 0, total: 0 }
    entry[row.kind] += 1
    entry.total += 1
    months.set(month, entry)
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month))
}
