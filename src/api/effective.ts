import * as v from 'valibot'
import { visibleText } from '@/lib/validation'
import { EC_EVIDENCE_MAX, EC_FACT_MAX } from '@/lib/constants/effective'
import { effectiveTexts } from '@/texts/ru/effective'
import { rank } from './rating'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

const e = effectiveTexts.errors

/* ── Effective contract (spec 1 §2 Effective contract; the calls are this portal's own) ── */

/**
 * Points of one indicator: each unit up to the plan earns `weight` points, each unit above it is an
 * excess (also `weight` per unit, shown apart); an indicator without a plan counts everything as excess.
 */
export function indicatorPoints(plan: number, fact: number, weight: number): { points: number; excess: number } {
  const done = Math.max(0, Math.min(fact, plan))
  return { points: done * weight, excess: Math.max(0, fact - plan) * weight }
}
/** Share of the plan done, in whole percent (each indicator capped at its plan); 100 without a plan. */
export function fulfilment(rows: readonly { plan: number; fact: number }[]): number {
  const plan = rows.reduce((s, r) => s + r.plan, 0)
  if (plan === 0) return 100
  return Math.round((100 * rows.reduce((s, r) => s + Math.min(r.fact, r.plan), 0)) / plan)
}

export const ecRowSchema = v.object({
  indicatorID: v.number(),
  section: v.string(),
  name: v.string(),
  unit: v.string(),
  plan: v.number(),
  fact: v.number(),
  evidence: v.string(),
  points: v.number(),
  excess: v.number(),
})
export type EcRow = v.InferOutput<typeof ecRowSchema>
const yearsPart = { years: v.array(v.number()), year: v.number() }

export const ecCardSchema = v.object({
  ...yearsPart,
  teacherID: v.number(),
  teacherName: v.string(),
  department: v.string(),
  /** The signed-in user may enter facts (their own card). */
  editable: v.boolean(),
  rows: v.array(ecRowSchema),
})
export type EcCard = v.InferOutput<typeof ecCardSchema>

export const ecStaffRowSchema = v.object({
  teacherID: v.number(),
  name: v.string(),
  department: v.string(),
  points: v.number(),
  excess: v.number(),
  done: v.number(),
  indicators: v.number(),
  fulfilment: v.number(),
  place: v.number(),
})
export type EcStaffRow = v.InferOutput<typeof ecStaffRowSchema>
export const ecStaffSchema = v.object({ ...yearsPart, rows: v.array(ecStaffRowSchema) })
export type EcStaff = v.InferOutput<typeof ecStaffSchema>

export interface EcDepartmentRow {
  department: string
  teachers: number
  points: number
  average: number
  fulfilment: number
  place: number
}
/** The statistics by department: teachers, the sum and average of points, plan fulfilment, ranked by points. */
export function departmentStats(rows: readonly EcStaffRow[]): EcDepartmentRow[] {
  const by = new Map<string, EcStaffRow[]>()
  for (const row of rows) by.set(row.department, [...(by.get(row.department) ?? []), row])
  return rank(
    [...by.entries()].map(([department, list]) => {
      const points = list.reduce((s, r) => s + r.points, 0)
      return {
        name: department,
        department,
        teachers: list.length,
        points,
        average: Math.round((10 * points) / list.length) / 10,
        fulfilment: Math.round(list.reduce((s, r) => s + r.fulfilment, 0) / list.length),
      }
    }),
  ).map(({ name: _name, ...row }) => row)
}

/** The fact form of one indicator (the teacher's own card). */
export const ecFactFormSchema = v.object({
  fact: v.pipe(
    v.nullish(v.number(), null),
    v.check((n) => n !== null, e.factRequired),
    v.transform((n) => n as number),
    v.check((n) => Number.isInteger(n) && n >= 0 && n <= EC_FACT_MAX, e.factRange),
  ),
  evidence: v.pipe(visibleText(e.evidenceRequired), v.maxLength(EC_EVIDENCE_MAX, e.evidenceLong)),
})
export type EcFactFormInput = v.InferInput<typeof ecFactFormSchema>
export type EcFactForm = v.InferOutput<typeof ecFactFormSchema>
export const ecFactBodySchema = v.object({ ...ecFactFormSchema.entries, indicatorID: v.number(), year: v.number() })
export type EcFactBody = v.InferOutput<typeof ecFactBodySchema>

const q = (o: Record<string, number | null | undefined>) =>
  Object.fromEntries(Object.entries(o).filter(([, value]) => value !== null && value !== undefined)) as Record<
    string,
    number
  >

export async function getEcCard(
  teacherID: number | null,
  year: number | null,
  options: RequestOptions = {},
): Promise<EcCard> {
  return parseAnswer(
    stateEnvelope(ecCardSchema),
    await http.get('/EffectiveContract/Card', q({ teacherID, year }), options),
  ).data
}
export async function getEcStaff(year: number | null, options: RequestOptions = {}): Promise<EcStaff> {
  return parseAnswer(stateEnvelope(ecStaffSchema), await http.get('/EffectiveContract/Staff', q({ year }), options))
    .data
}
export async function saveEcFact(body: EcFactBody, options: RequestOptions = {}): Promise<EcRow> {
  return parseAnswer(stateEnvelope(ecRowSchema), await http.put('/EffectiveContract/Fact', body, options)).data
}
