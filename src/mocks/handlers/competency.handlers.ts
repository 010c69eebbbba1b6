import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser, userHasRole, type DemoUser } from '../lib/auth'
import { fullName } from '../lib/names'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import {
  areaAverage,
  competencySaveSchema,
  missingRatings,
  overallAverage,
  type Assessment,
  type CompetencyArea,
  type StatRow,
} from '@/api/competency'
import { COMPETENCY_VIEWERS } from '@/api/competency-resources'
import { academicYear } from '@/lib/dates'
import { ROLES } from '@/lib/roles'
import { COMPETENCY_AREAS, competencyTexts } from '@/texts/ru/competency'

const e = competencyTexts.errors
type Record_ = NonNullable<ReturnType<typeof db.competencyAssessment.findFirst>>

const AREAS: CompetencyArea[] = COMPETENCY_AREAS.map((a) => ({
  id: a.id,
  name: a.name,
  competences: a.competences.map(([id, name]) => ({ id, name })),
}))
const KEYS = new Set(AREAS.flatMap((a) => a.competences.map((c) => `c${c.id}`)))
const AREA_KEYS = new Set(AREAS.map((a) => `a${a.id}`))

/** 'yyyy-mm-dd' of today in Moscow (the portal's time zone). */
const moscowToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)

/** The `year` query: '2026-2027', the second year following the first, else a thrown 400. */
function yearOf(request: Request): string {
  const year = queryOf(request).get('year') ?? ''
  const m = /^(\d{4})-(\d{4})$/.exec(year)
  if (!m || Number(m[2]) !== Number(m[1]) + 1) throw badRequest(e.badYear)
  return year
}

const findOne = (teacherID: number, year: string) =>
  db.competencyAssessment.findFirst({ where: { teacherID: { equals: teacherID }, year: { equals: year } } })

function plain(row: Record_ | null): Assessment | null {
  if (!row) return null
  return {
    year: row.year,
    status: row.status === 'submitted' ? 'submitted' : 'draft',
    updatedAt: row.updatedAt,
    submittedAt: row.submittedAt,
    ratings: JSON.parse(row.ratings) as Assessment['ratings'],
    comments: JSON.parse(row.comments) as Assessment['comments'],
  }
}

const isTeacher = (u: DemoUser) => u.roleIDs.includes(ROLES.teachers.id)

/** A head of department sees their department; a dean and the research admin see every teacher. */
function visibleTeachers(user: DemoUser): DemoUser[] {
  const all = db.user.getAll().filter(isTeacher)
  if (userHasRole(user, ROLES.dean.name, ROLES.scienceAdmin.name)) return all
  return all.filter((t) => t.department !== '' && t.department === user.department)
}

function statRow(department: string, teachers: DemoUser[], year: string): StatRow {
  const rows = teachers.map((t) => plain(findOne(t.userID, year)))
  const sent = rows.filter((r): r is Assessment => r?.status === 'submitted')
  const averages: StatRow['averages'] = {}
  for (const area of AREAS) {
    const values = sent.map((r) => areaAverage(area, r.ratings)).filter((x): x is number => x !== null)
    averages[`a${area.id}`] = values.length
      ? Math.round((100 * values.reduce((a, b) => a + b, 0)) / values.length) / 100
      : null
  }
  return {
    department,
    teachers: teachers.length,
    submitted: sent.length,
    drafts: rows.filter((r) => r?.status === 'draft').length,
    averages,
  }
}

/** A teacher's own self-assessment, the heads' list of teachers, one teacher's assessment, the statistics. */
export const competencyHandlers: HttpHandler[] = [
  http.get('*/api/Teacher/Competency', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ROLES.teachers.name)
    const year = yearOf(request)
    const history = db.competencyAssessment
      .findMany({ where: { teacherID: { equals: user.userID } } })
      .map((r) => plain(r)!)
      .sort((a, b) => b.year.localeCompare(a.year))
      .map((a) => ({
        year: a.year,
        status: a.status,
        submittedAt: a.submittedAt,
        average: overallAverage(AREAS, a.ratings),
      }))
    return ok({ currentYear: academicYear(), areas: AREAS, assessment: plain(findOne(user.userID, year)), history })
  }),

  http.post('*/api/Teacher/Competency', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ROLES.teachers.name)
    const parsed = v.safeParse(competencySaveSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const body = parsed.output
    if (body.year !== academicYear()) return badRequest(e.notCurrentYear)
    if (
      Object.keys(body.ratings).some((k) => !KEYS.has(k)) ||
      Object.keys(body.comments).some((k) => !AREA_KEYS.has(k))
    )
      return badRequest(e.unknownCompetence)
    const missing = missingRatings(AREAS, body.ratings)
    if (body.submit && missing.length > 0) return badRequest(e.rateAll(missing.length))
    const existing = findOne(user.userID, body.year)
    if (existing?.status === 'submitted') return badRequest(e.alreadySubmitted)
    const today = moscowToday()
    const fields = {
      status: body.submit ? 'submitted' : 'draft',
      updatedAt: today,
      submittedAt: body.submit ? today : '',
      ratings: JSON.stringify(Object.fromEntries([...KEYS].map((k) => [k, body.ratings[k] ?? null]))),
      comments: JSON.stringify(Object.fromEntries([...AREA_KEYS].map((k) => [k, body.comments[k]?.trim() ?? '']))),
    }
    const row = existing
      ? (updateRecord('competencyAssessment', 'id', existing.id, fields) as Record_)
      : createRecord('competencyAssessment', {
          id: nextId('competencyAssessment', 'id'),
          teacherID: user.userID,
          year: body.year,
          ...fields,
        })
    return ok(plain(row))
  }),

  http.get('*/api/TeacherCompetencyAssessment/TeacherList', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...COMPETENCY_VIEWERS)
    const year = yearOf(request)
    const status = competencyTexts.statuses
    const rows = visibleTeachers(user).map((t) => {
      const a = plain(findOne(t.userID, year))
      return {
        teacherID: t.userID,
        year,
        name: fullName(t),
        department: t.department,
        position: t.position,
        status: status[a?.status ?? 'none'],
        submittedAt: a?.submittedAt ?? '',
        ...Object.fromEntries(AREAS.map((area) => [`avg${area.id}`, a ? areaAverage(area, a.ratings) : null])),
      }
    })
    return ok(rows.sort((a, b) => a.name.localeCompare(b.name, 'ru')))
  }),

  http.get('*/api/TeacherCompetencyAssessment/Teacher/:teacherID', ({ request, params }) => {
    const user = requireUser(request)
    requireRole(user, ...COMPETENCY_VIEWERS)
    const year = yearOf(request)
    const teacherID = Number(params.teacherID)
    const teacher = db.user.findFirst({ where: { userID: { equals: teacherID } } })
    if (!teacher || !isTeacher(teacher)) return notFound(e.teacherNotFound)
    if (!visibleTeachers(user).some((t) => t.userID === teacherID)) return forbidden(e.foreignDepartment)
    return ok({ teacherName: fullName(teacher), areas: AREAS, assessment: plain(findOne(teacherID, year)) })
  }),

  http.get('*/api/TeacherCompetencyAssessment/Stat', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...COMPETENCY_VIEWERS)
    const year = yearOf(request)
    const teachers = visibleTeachers(user)
    const departments = [...new Set(teachers.map((t) => t.department).filter(Boolean))].sort((a, b) =>
      a.localeCompare(b, 'ru'),
    )
    return ok({
      areas: AREAS.map((a) => ({ id: a.id, name: a.name })),
      rows: departments.map((d) =>
        statRow(
          d,
          teachers.filter((t) => t.department === d),
          year,
        ),
      ),
      overall: statRow(competencyTexts.stat.overall, teachers, year),
    })
  }),
]
