import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser, userHasRole, type DemoUser } from '../lib/auth'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { mockResource } from '../lib/resource-handlers'
import { fullName } from '../lib/names'
import { updateRecord } from '../lib/store'
import { firstIssue } from './achieve-common'
import {
  ecFactBodySchema,
  fulfilment,
  indicatorPoints,
  type EcCard,
  type EcRow,
  type EcStaffRow,
} from '@/api/effective'
import { ecIndicatorResource } from '@/api/effective-resources'
import { pickYear, rank } from '@/api/rating'
import { EC_HEAD_ROLE, EC_VIEWER_ROLES } from '@/lib/constants/effective'
import { effectiveTexts } from '@/texts/ru/effective'

const e = effectiveTexts.errors
type ValueRow = NonNullable<ReturnType<typeof db.ecValue.findFirst>>

const same = (a: unknown, b: unknown) => String(a).trim().toLowerCase() === String(b).trim().toLowerCase()
const indicators = mockResource(ecIndicatorResource, {
  model: 'ecIndicator',
  check: (body, id) => {
    const plan = Number(body.plan)
    const weight = Number(body.weight)
    if (!Number.isInteger(plan) || plan < 0 || plan > 1000) return e.planRange
    if (!(weight >= 0 && weight <= 100)) return e.weightRange
    return db.ecIndicator.getAll().some((x) => x.id !== id && same(x.section, body.section) && same(x.name, body.name))
      ? e.duplicate
      : null
  },
  refuseDelete: (row) =>
    db.ecValue.findFirst({ where: { indicatorID: { equals: Number(row.id) } } }) ? e.inUse : null,
})

function rowOut(value: ValueRow): EcRow | null {
  const ind = db.ecIndicator.findFirst({ where: { id: { equals: value.indicatorID } } })
  if (!ind) return null
  return {
    indicatorID: ind.id,
    section: ind.section,
    name: ind.name,
    unit: ind.unit,
    plan: value.plan,
    fact: value.fact,
    evidence: value.evidence,
    ...indicatorPoints(value.plan, value.fact, ind.weight),
  }
}
const valuesOf = (teacherID: number, year: number) =>
  db.ecValue.findMany({ where: { teacherID: { equals: teacherID }, year: { equals: year } } })
const allYears = () => [...new Set(db.ecValue.getAll().map((x) => x.year))].sort((a, b) => b - a)
const today = () => new Date().toISOString().slice(0, 10)
const numberOrNull = (value: string | null) => (value === null || value === '' ? null : Number(value))

/** A viewer sees every card; a head of department their department's; a teacher only their own. */
function maySee(me: DemoUser, teacher: DemoUser): boolean {
  if (me.userID === teacher.userID || userHasRole(me, ...EC_VIEWER_ROLES)) return true
  return userHasRole(me, EC_HEAD_ROLE) && me.department !== '' && me.department === teacher.department
}

export const effectiveHandlers: HttpHandler[] = [
  ...indicators.handlers,

  http.get('*/api/EffectiveContract/Card', ({ request }) => {
    const me = requireUser(request)
    const q = queryOf(request)
    const teacherID = numberOrNull(q.get('teacherID')) ?? me.userID
    const asked = numberOrNull(q.get('year'))
    if (!Number.isInteger(teacherID) || (asked !== null && !Number.isInteger(asked))) return badRequest(e.badQuery)
    const teacher = db.user.findFirst({ where: { userID: { equals: teacherID } } })
    if (!teacher) return notFound(e.unknownTeacher)
    if (!maySee(me, teacher)) return forbidden(e.notYours)
    const years = allYears()
    const year = pickYear(asked, years, today())
    const card: EcCard = {
      years,
      year,
      teacherID,
      teacherName: fullName(teacher),
      department: teacher.department,
      editable: teacherID === me.userID,
      rows: valuesOf(teacherID, year).flatMap((x) => rowOut(x) ?? []),
    }
    return ok(card)
  }),

  http.get('*/api/EffectiveContract/Staff', ({ request }) => {
    requireRole(requireUser(request), ...EC_VIEWER_ROLES)
    const asked = numberOrNull(queryOf(request).get('year'))
    if (asked !== null && !Number.isInteger(asked)) return badRequest(e.badQuery)
    const years = allYears()
    const year = pickYear(asked, years, today())
    const byTeacher = new Map<number, EcRow[]>()
    for (const value of db.ecValue.findMany({ where: { year: { equals: year } } })) {
      const row = rowOut(value)
      if (row) byTeacher.set(value.teacherID, [...(byTeacher.get(value.teacherID) ?? []), row])
    }
    const rows: Omit<EcStaffRow, 'place'>[] = [...byTeacher.entries()].flatMap(([teacherID, list]) => {
      const teacher = db.user.findFirst({ where: { userID: { equals: teacherID } } })
      if (!teacher) return []
      return [
        {
          teacherID,
          name: fullName(teacher),
          department: teacher.department,
          points: Math.round(list.reduce((s, r) => s + r.points, 0) * 10) / 10,
          excess: Math.round(list.reduce((s, r) => s + r.excess, 0) * 10) / 10,
          done: list.filter((r) => r.fact >= r.plan).length,
          indicators: list.length,
          fulfilment: fulfilment(list),
        },
      ]
    })
    return ok({ years, year, rows: rank(rows) })
  }),

  http.put('*/api/EffectiveContract/Fact', async ({ request }) => {
    const me = requireUser(request)
    const parsed = v.safeParse(ecFactBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(firstIssue(parsed.issues, e.badQuery))
    const { indicatorID, year, fact, evidence } = parsed.output
    const value = db.ecValue.findFirst({
      where: { teacherID: { equals: me.userID }, indicatorID: { equals: indicatorID }, year: { equals: year } },
    })
    if (!value) return badRequest(e.unknownIndicator)
    const saved = updateRecord('ecValue', 'id', value.id, { fact, evidence: evidence.trim() }) as ValueRow
    return ok(rowOut(saved))
  }),
]
