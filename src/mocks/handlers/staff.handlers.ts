import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { badRequest, jsonBody, ok, queryOf } from '../lib/respond'
import { requireRole, requireUser } from '../lib/auth'
import { createRecord, nextId } from '../lib/store'
import { fullName } from '../lib/names'
import { mockResource } from '../lib/resource-handlers'
import { graphStaff } from '../seed/staff.seed'
import { accessibilityFormSchema, type AccessibilityRequest, type StaffGraph } from '@/api/staff'
import { partTimeResource } from '@/api/staff-resources'
import { PART_TIME_HOURS_MAX, STAFF_ROLES } from '@/lib/constants/staff'
import { staffTexts } from '@/texts/ru/staff'
import { ACCESSIBILITY_INFO } from './staff-accessibility-info'

const g = staffTexts.graph.server
const p = staffTexts.partTime
const moscowDay = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)

/** GET /api/Staff/Graph?department&year: each person of the department with their absences overlapping the year. */
const graph = http.get('*/api/Staff/Graph', ({ request }) => {
  const user = requireUser(request)
  requireRole(user, ...STAFF_ROLES.read)
  const q = queryOf(request)
  const staff = graphStaff()
  const departments = [...new Set(staff.map((u) => u.department))].sort((a, b) => a.localeCompare(b, 'ru'))
  const asked = q.get('department')
  const department = asked || (departments.includes(user.department) ? user.department : departments[0])
  if (!departments.includes(department)) return badRequest(g.department)
  const rawYear = q.get('year')
  const year = rawYear ? Number(rawYear) : Number(moscowDay().slice(0, 4))
  if (!Number.isInteger(year) || year < 2020 || year > 2030) return badRequest(g.year)
  const from = `${year}-01-01`
  const to = `${year}-12-31`
  const data: StaffGraph = {
    departments,
    department,
    year,
    staff: staff
      .filter((u) => u.department === department)
      .map((u) => ({
        userID: u.userID,
        fio: fullName(u),
        position: u.position,
        periods: db.staffAbsence
          .findMany({ where: { userID: { equals: u.userID } } })
          .filter((a) => a.dateTo >= from && a.dateFrom <= to)
          .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom))
          .map((a) => ({ id: a.id, kind: a.kind, dateFrom: a.dateFrom, dateTo: a.dateTo })),
      }))
      .sort((a, b) => a.fio.localeCompare(b.fio, 'ru')),
  }
  return ok(data)
})

const isInt = (x: unknown, min: number, max: number) => {
  const n = Number(x)
  return x !== '' && x !== null && Number.isInteger(n) && n >= min && n <= max
}

/** /prepodsDifferent: the kit's list and dialog; the rate must fit the kind of employment. */
const partTime = mockResource(partTimeResource, {
  model: 'partTimeTeacher',
  check: (body) => {
    if (!isInt(body.hours, 1, PART_TIME_HOURS_MAX)) return p.hoursRange
    if (body.kind === 'hourly' && body.rate && body.rate !== '—') return p.hourlyRate
    if (body.kind && body.kind !== 'hourly' && body.rate === '—') return p.rateNeeded
    if (typeof body.dateTo === 'string' && body.dateTo && body.dateTo.slice(0, 10) < moscowDay()) return p.dateToPast
    return null
  },
  fields: (body) => ({
    fio: String(body.fio).trim(),
    kind: String(body.kind),
    department: String(body.department).trim(),
    position: String(body.position).trim(),
    rate: String(body.rate),
    hours: Number(body.hours),
    dateTo: String(body.dateTo).slice(0, 10),
  }),
})

const BASE = '*/api/Information/PersonsRestrictedAbilities'
const requestOut = (r: { id: number; date: string; kind: string; text: string; status: string }) =>
  ({ id: r.id, date: r.date, kind: r.kind, text: r.text, status: r.status }) as AccessibilityRequest

/** The accessibility page: public to every signed-in user; each sees only their own requests. */
const info = http.get(BASE, ({ request }) => {
  requireUser(request)
  return ok(ACCESSIBILITY_INFO)
})
const requests = http.get(`${BASE}/Requests`, ({ request }) => {
  const user = requireUser(request)
  return ok(
    db.accessibilityRequest
      .findMany({ where: { userID: { equals: user.userID } } })
      .sort((a, b) => b.id - a.id)
      .map(requestOut),
  )
})
const send = http.post(`${BASE}/Requests`, async ({ request }) => {
  const user = requireUser(request)
  const parsed = v.safeParse(accessibilityFormSchema, await jsonBody(request))
  if (!parsed.success) return badRequest(parsed.issues[0].message)
  const created = createRecord('accessibilityRequest', {
    id: nextId('accessibilityRequest', 'id'),
    userID: user.userID,
    date: moscowDay(),
    ...parsed.output,
    status: 'new',
  })
  return ok(requestOut(created))
})

export const staffHandlers: HttpHandler[] = [graph, ...partTime.handlers, info, requests, send]
