import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser, type DemoUser } from '../lib/auth'
import { badRequest, ok, queryOf } from '../lib/respond'
import { fullName } from '../lib/names'
import { rules } from './portfolio-work-out'
import { pointsFor, type WorkLevel, type WorkResult, type WorkStatus } from '@/api/achieve'
import {
  categoryStats,
  pickYear,
  ratingQuerySchema,
  ratingTable,
  yearsOf,
  type RatingEntry,
  type RatingKind,
} from '@/api/rating'
import { HEADS_VERIFICATION_ROLES, RATING_REPORT_ROLES, TEACHER_RATING_ROLES } from '@/lib/constants/rating'
import { ratingTexts } from '@/texts/ru/rating'
import { effectiveHandlers } from './effective.handlers'

const s = ratingTexts.server

/** Who may ask for which rating (the route table's roles of its screen); students' is open to all. */
const ROLES_OF: Record<RatingKind, readonly string[]> = {
  students: [],
  teachers: TEACHER_RATING_ROLES,
  departments: TEACHER_RATING_ROLES,
  faculties: RATING_REPORT_ROLES,
  myDepartment: HEADS_VERIFICATION_ROLES,
}

/** Every stored achievement with its owner and points by today's points table. */
function storedWorks() {
  const table = rules()
  const categoryOf = new Map(db.portfolioType.getAll().map((t) => [t.id, t.categoryID]))
  const users = new Map(db.user.getAll().map((u) => [u.userID, u]))
  return db.portfolioWork.getAll().flatMap((w) => {
    const user = users.get(w.userID)
    if (!user) return []
    const categoryID = categoryOf.get(w.typeID) ?? 0
    return [
      {
        user,
        categoryID,
        status: w.status as WorkStatus,
        date: w.date,
        points: pointsFor(table, categoryID, w.level as WorkLevel, w.result as WorkResult),
      },
    ]
  })
}
type Stored = ReturnType<typeof storedWorks>[number]

/** How one kind of rating sees an achievement: whose row it adds to (or none when it is not counted). */
function entryFor(kind: RatingKind, w: Stored, me: DemoUser, departments: string[]): RatingEntry | null {
  const base = { status: w.status, points: w.points, date: w.date, categoryID: w.categoryID }
  const u = w.user
  const person = { key: u.userID, name: fullName(u) }
  if (kind === 'students') return u.kind === 'student' ? { ...base, ...person, unit: u.groupName } : null
  if (u.kind !== 'teacher' && kind !== 'faculties') return null
  if (kind === 'teachers') return { ...base, ...person, unit: u.department }
  if (kind === 'myDepartment') return u.department === me.department ? { ...base, ...person, unit: u.position } : null
  const faculty = db.faculty.findFirst({ where: { facultyID: { equals: u.facultyID } } })
  if (kind === 'departments')
    return u.department
      ? { ...base, key: departments.indexOf(u.department) + 1, name: u.department, unit: faculty?.shortName ?? '' }
      : null
  if (u.kind !== 'student' && u.kind !== 'teacher') return null
  return faculty ? { ...base, key: faculty.facultyID, name: faculty.name, unit: faculty.shortName } : null
}

const numberOrNull = (value: string | null) => (value === null || value === '' ? null : Number(value))
const today = () => new Date().toISOString().slice(0, 10)

/** The ratings' calls, then the effective contract's. */
export const ratingHandlers: HttpHandler[] = [
  ...effectiveHandlers,
  http.get('*/api/Portfolio/Ratings', ({ request }) => {
    const me = requireUser(request)
    const q = queryOf(request)
    const parsed = v.safeParse(ratingQuerySchema, {
      kind: q.get('kind'),
      year: numberOrNull(q.get('year')),
      categoryID: numberOrNull(q.get('categoryID')),
    })
    if (!parsed.success) return badRequest(s.badQuery)
    const { kind, categoryID } = parsed.output
    if (ROLES_OF[kind].length > 0) requireRole(me, ...ROLES_OF[kind])
    if (kind === 'myDepartment' && !me.department) return badRequest(s.noDepartment)
    const categories = db.portfolioCategory.getAll().map((c) => ({ id: c.id, name: c.name }))
    if (categoryID !== null && !categories.some((c) => c.id === categoryID)) return badRequest(s.unknownCategory)
    const departments = [...new Set(db.user.getAll().map((u) => u.department))].filter(Boolean).sort()
    const entries = storedWorks().flatMap((w) => entryFor(kind, w, me, departments) ?? [])
    const years = yearsOf(entries.map((e) => e.date))
    const year = pickYear(parsed.output.year, years, today())
    return ok({ years, year, categories, rows: ratingTable(entries, { year, categoryID }) })
  }),

  http.get('*/api/Portfolio/GlobalStat', ({ request }) => {
    requireRole(requireUser(request), ...RATING_REPORT_ROLES)
    const asked = numberOrNull(queryOf(request).get('year'))
    if (asked !== null && !Number.isInteger(asked)) return badRequest(s.badQuery)
    const entries: RatingEntry[] = storedWorks().map((w) => ({
      key: w.user.userID,
      name: '',
      unit: '',
      status: w.status,
      points: w.points,
      date: w.date,
      categoryID: w.categoryID,
    }))
    const years = yearsOf(entries.map((e) => e.date))
    const year = pickYear(asked, years, today())
    const categories = db.portfolioCategory.getAll().map((c) => ({ id: c.id, name: c.name }))
    return ok({ years, year, rows: categoryStats(entries, categories, year) })
  }),
]
