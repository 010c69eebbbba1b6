import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser, rolesOf, type DemoUser } from '../lib/auth'
import { mockResource } from '../lib/resource-handlers'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { SEED_NOW } from '../lib/rng'
import { createRecord, nextId, updateRecord } from '../lib/store'
import { SCHOOLX_DEMO_STUDENT } from '../seed/schoolx.seed'
import {
  aggregateFormResult,
  answersOf,
  criteriaList,
  feedbackPeriods,
  isStudent,
  teacherNames,
  today,
} from './schoolx-answers'
import { moduleResource, priorityBodySchema, type Distribution, type PriorityState } from '@/api/schoolx-modules'
import { CHOICE_PERIOD_TYPE, FORM_KINDS } from '@/lib/constants/schoolx'
import { toIsoDate } from '@/lib/dates'
import { ROLES } from '@/lib/roles'
import { distribute, type DistAssignment } from '@/lib/schoolx-distribution'
import { schoolxTexts } from '@/texts/ru/schoolx'

/**
 * «Школа Х» modules (issue 17): the list and a module, the participants' priorities in a choice period
 * (stored ones over a lazily derived, deterministic baseline for the seeded participants), the organiser's
 * distribution (src/lib/schoolx-distribution.ts; its result stored, journaled) and the modules' ratings.
 */
const s = schoolxTexts.server
const ORGANISERS = [ROLES.schoolXAdmin.name, ROLES.scienceAdmin.name]
const DAY = 86_400_000

function hash(...parts: number[]): number {
  let h = 0x9e3779b9
  for (const p of parts) {
    h ^= p | 0
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  }
  return (h ^ (h >>> 16)) >>> 0
}
const unit = (...parts: number[]) => hash(...parts) / 4294967296

type ModuleRec = NonNullable<ReturnType<typeof db.schoolxModule.findFirst>>
type StudentRec = NonNullable<ReturnType<typeof db.schoolxStudent.findFirst>>
type PeriodRec = NonNullable<ReturnType<typeof db.schoolXPeriod.findFirst>>

const allModules = () => db.schoolxModule.getAll().sort((a, b) => a.moduleID - b.moduleID)
const modulesOfCourse = (course: number) => allModules().filter((m) => m.course === course)
const themesOf = (m: ModuleRec) => JSON.parse(m.themes || '[]') as { themeID: number; name: string }[]

const rowOf = (m: ModuleRec) => ({
  moduleID: m.moduleID,
  name: m.name,
  description: m.description,
  course: m.course,
  places: m.places,
  teachers: teacherNames(m.teacherIDs).join(', '),
  themes: themesOf(m).length,
})

export const choicePeriods = () =>
  db.schoolXPeriod
    .findMany({ where: { typeID: { equals: CHOICE_PERIOD_TYPE } } })
    .sort((a, b) => a.dateStart.localeCompare(b.dateStart))
const periodOut = ({ periodID, name, dateStart, dateEnd }: PeriodRec) => ({ periodID, name, dateStart, dateEnd })

/**
 * What a seeded participant had ranked by the demo's «today»: most of them did, the first two modules of
 * each course are wanted more (so they fill up). The demo participant ranks by themselves.
 */
export function baselineRanking(student: StudentRec, period: PeriodRec): { ranking: number[]; savedAt: string } | null {
  if (student.studentID === SCHOOLX_DEMO_STUDENT) return null
  const seedDay = toIsoDate(SEED_NOW)
  if (period.dateStart > seedDay || unit(student.studentID, period.periodID, 11) > 0.85) return null
  const own = modulesOfCourse(student.course)
  const weight = (m: ModuleRec, i: number) =>
    unit(student.studentID, m.moduleID, period.periodID) + (i === 0 ? 0.6 : i === 1 ? 0.3 : 0)
  const ranking = own
    .map((m, i) => [m.moduleID, weight(m, i)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id)
  const span = Math.max(1, Math.round((Date.parse(seedDay) - Date.parse(period.dateStart)) / DAY))
  const savedAt = toIsoDate(
    new Date(Date.parse(`${period.dateStart}T12:00:00Z`) + Math.floor(unit(student.studentID, 17) * span) * DAY),
  )
  return { ranking, savedAt }
}

function storedRanking(studentID: number, periodID: number) {
  return db.schoolxPriority.findFirst({ where: { studentID: { equals: studentID }, periodID: { equals: periodID } } })
}

export function rankingOf(student: StudentRec, period: PeriodRec) {
  const stored = storedRanking(student.studentID, period.periodID)
  return stored ? { ranking: stored.moduleIDs, savedAt: stored.date } : baselineRanking(student, period)
}

/** A participant's rating: the points of their feedback in every feedback period that has started. */
export function ratings(students: StudentRec[]): Map<number, number> {
  const now = today()
  const out = new Map(students.map((st) => [st.studentID, 0]))
  for (const p of feedbackPeriods().filter((fp) => fp.dateStart <= now))
    for (const a of answersOf(students, p.periodID)) out.set(a.studentID, (out.get(a.studentID) ?? 0) + a.points)
  return out
}

const participants = () => db.schoolxStudent.getAll().sort((a, b) => b.studentID - a.studentID)
const storedDistribution = (periodID: number) =>
  db.schoolxDistribution.findFirst({ where: { periodID: { equals: periodID } } })

function distributionOut(period: PeriodRec): Distribution {
  const students = participants()
  const rankings = new Map(students.map((st) => [st.studentID, rankingOf(st, period)]))
  const stored = storedDistribution(period.periodID)
  const assignments = stored ? (JSON.parse(stored.assignments) as DistAssignment[]) : null
  const taken = new Map<number, number>()
  for (const a of assignments ?? []) if (a.moduleID !== null) taken.set(a.moduleID, (taken.get(a.moduleID) ?? 0) + 1)
  const byID = new Map(students.map((st) => [st.studentID, st]))
  return {
    period: periodOut(period),
    periods: choicePeriods().map(periodOut),
    students: students.length,
    ranked: [...rankings.values()].filter((r) => r !== null).length,
    modules: allModules().map((m) => ({
      moduleID: m.moduleID,
      name: m.name,
      course: m.course,
      places: m.places,
      firstChoices: [...rankings.values()].filter((r) => r?.ranking[0] === m.moduleID).length,
      taken: assignments ? (taken.get(m.moduleID) ?? 0) : null,
    })),
    result:
      stored && assignments
        ? {
            date: stored.date,
            assignments: assignments.map((a) => ({
              studentID: a.studentID,
              fio: byID.get(a.studentID)?.fio ?? String(a.studentID),
              course: byID.get(a.studentID)?.course ?? 0,
              moduleID: a.moduleID,
              rank: a.rank,
              queue: a.queue,
              rating: a.rating,
              reason: a.reason,
            })),
          }
        : null,
  }
}

/** Runs the distribution of a choice period over every participant and stores it (journaled). */
export function runDistributionFor(period: PeriodRec): void {
  const students = participants()
  const rating = ratings(students)
  const result = distribute(
    allModules().map(({ moduleID, course, places }) => ({ moduleID, course, places })),
    students.map((st) => {
      const r = rankingOf(st, period)
      return {
        studentID: st.studentID,
        course: st.course,
        rating: rating.get(st.studentID) ?? 0,
        ranking: r?.ranking ?? [],
        savedAt: r?.savedAt ?? null,
      }
    }),
  )
  const data = { date: today(), assignments: JSON.stringify(result.assignments) }
  if (storedDistribution(period.periodID)) updateRecord('schoolxDistribution', 'periodID', period.periodID, data)
  else createRecord('schoolxDistribution', { periodID: period.periodID, ...data })
}

const organiser = (user: DemoUser) => requireRole(user, ...ORGANISERS)
const isSchoolXUser = (user: DemoUser) => rolesOf(user).some((r) => r.name.startsWith('ШколаХ'))

function ownModuleIDs(user: DemoUser): number[] {
  if (!isSchoolXUser(user)) return []
  const student = db.schoolxStudent.findFirst({ where: { studentID: { equals: user.userID } } })
  if (student) return student.moduleIDs
  return allModules()
    .filter((m) => m.teacherIDs.includes(user.userID))
    .map((m) => m.moduleID)
}

const modulesMock = mockResource(moduleResource, {
  model: 'schoolxModule',
  list: false,
  toRow: (row) => rowOf(row as unknown as ModuleRec),
  check: (body) => {
    const places = Number(body.places)
    const course = Number(body.course)
    if (!Number.isInteger(places) || places < 1 || places > 200) return s.placesRange
    if (!Number.isInteger(course) || course < 1 || course > 11) return s.courseRange
    return null
  },
  fields: (body) => ({
    name: String(body.name).trim(),
    description: String(body.description).trim(),
    course: Number(body.course),
    places: Number(body.places),
  }),
})

const started = (p: { dateStart: string }) => p.dateStart <= today()
function feedbackPeriodOf(asked: string | null) {
  const periods = feedbackPeriods()
  if (asked) return periods.find((p) => p.periodID === Number(asked)) ?? undefined
  return [...periods].filter(started).pop() ?? null
}
const feedbackPeriodsOut = () =>
  feedbackPeriods()
    .filter(started)
    .map(({ periodID, name }) => ({ periodID, name }))

export const modulesHandlers: HttpHandler[] = [
  ...modulesMock.handlers,

  http.get('*/api/SchoolX/Modules/List/:mode', ({ request, params }) => {
    const user = requireUser(request)
    const mine = params.mode === 'my' ? new Set(ownModuleIDs(user)) : null
    return ok(
      allModules()
        .filter((m) => !mine || mine.has(m.moduleID))
        .map(rowOf),
    )
  }),

  http.get('*/api/SchoolX/Modules/Module/:moduleID', ({ request, params }) => {
    requireUser(request)
    const m = db.schoolxModule.findFirst({ where: { moduleID: { equals: Number(params.moduleID) } } })
    if (!m) return notFound(s.moduleNotFound)
    return ok({ ...rowOf(m), teachers: teacherNames(m.teacherIDs), themes: themesOf(m) })
  }),

  http.get('*/api/SchoolX/Modules/Priority', ({ request }) => {
    const user = requireUser(request)
    if (!isStudent(user)) return forbidden(s.prioritiesStudentsOnly)
    const student = db.schoolxStudent.findFirst({ where: { studentID: { equals: user.userID } } })
    const now = today()
    const periods = choicePeriods()
    const period =
      periods.find((p) => p.dateStart <= now && now <= p.dateEnd) ??
      periods.find((p) => p.dateStart > now) ??
      [...periods].pop() ??
      null
    const empty: PriorityState = {
      period: null,
      open: false,
      modules: [],
      ranking: [],
      savedAt: null,
      assignment: null,
    }
    if (!period || !student) return ok({ ...empty, period: period ? periodOut(period) : null })
    const own = rankingOf(student, period)
    const stored = storedDistribution(period.periodID)
    const mine = stored
      ? (JSON.parse(stored.assignments) as DistAssignment[]).find((a) => a.studentID === student.studentID)
      : undefined
    const nameOf = (id: number) =>
      db.schoolxModule.findFirst({ where: { moduleID: { equals: id } } })?.name ?? String(id)
    const answer: PriorityState = {
      period: periodOut(period),
      open: period.dateStart <= now && now <= period.dateEnd,
      modules: modulesOfCourse(student.course).map(({ moduleID, name, description, places }) => ({
        moduleID,
        name,
        description,
        places,
      })),
      ranking: own?.ranking ?? [],
      savedAt: own?.savedAt ?? null,
      assignment:
        stored && mine
          ? {
              moduleID: mine.moduleID,
              moduleName: mine.moduleID === null ? null : nameOf(mine.moduleID),
              rank: mine.rank,
              queue: mine.queue,
              rating: mine.rating,
              reason: mine.reason,
              fullAbove: mine.fullAbove.map(nameOf),
              date: stored.date,
            }
          : null,
    }
    return ok(answer)
  }),

  http.post('*/api/SchoolX/Modules/Priority', async ({ request }) => {
    const user = requireUser(request)
    if (!isStudent(user)) return forbidden(s.prioritiesStudentsOnly)
    const parsed = v.safeParse(priorityBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const { periodID, moduleIDs } = parsed.output
    const period = choicePeriods().find((p) => p.periodID === periodID)
    if (!period) return notFound(s.choiceNotFound)
    const now = today()
    if (now < period.dateStart || now > period.dateEnd) return badRequest(s.choiceClosed, { period: s.choiceClosed })
    const student = db.schoolxStudent.findFirst({ where: { studentID: { equals: user.userID } } })
    if (!student) return forbidden(s.prioritiesStudentsOnly)
    const own = modulesOfCourse(student.course).map((m) => m.moduleID)
    const permutation =
      moduleIDs.length === own.length &&
      new Set(moduleIDs).size === own.length &&
      moduleIDs.every((id) => own.includes(id))
    if (!permutation) return badRequest(s.rankingInvalid, { moduleIDs: s.rankingInvalid })
    const existing = storedRanking(student.studentID, periodID)
    if (existing) updateRecord('schoolxPriority', 'priorityID', existing.priorityID, { moduleIDs, date: now })
    else
      createRecord('schoolxPriority', {
        priorityID: nextId('schoolxPriority', 'priorityID'),
        studentID: student.studentID,
        periodID,
        moduleIDs,
        date: now,
      })
    return ok({ ranking: moduleIDs, savedAt: now })
  }),

  http.get('*/api/SchoolX/Modules/Distribution', ({ request }) => {
    organiser(requireUser(request))
    const asked = queryOf(request).get('periodID')
    const periods = choicePeriods()
    const now = today()
    if (asked && !/^\d+$/.test(asked)) return badRequest(s.periodRequired)
    const period = asked
      ? periods.find((p) => p.periodID === Number(asked))
      : (periods.find((p) => p.dateStart <= now && now <= p.dateEnd) ??
        [...periods].filter(started).pop() ??
        periods[0])
    if (!period) return notFound(s.choiceNotFound)
    return ok(distributionOut(period))
  }),

  http.post('*/api/SchoolX/Modules/Distribution', async ({ request }) => {
    organiser(requireUser(request))
    const body = await jsonBody<{ periodID?: unknown }>(request)
    if (!body || typeof body.periodID !== 'number') return badRequest(s.periodRequired)
    const period = choicePeriods().find((p) => p.periodID === body.periodID)
    if (!period) return notFound(s.choiceNotFound)
    runDistributionFor(period)
    return ok(distributionOut(period))
  }),

  http.get('*/api/SchoolX/Modules/Rating', ({ request }) => {
    requireUser(request)
    const period = feedbackPeriodOf(queryOf(request).get('periodNumber'))
    if (period === undefined) return notFound(s.periodNotFound)
    const modules = allModules()
    const result = period
      ? aggregateFormResult('modules', modules, answersOf(participants(), period.periodID), criteriaList())
      : null
    const byID = new Map(result?.modules.map((r) => [r.moduleID, r]))
    return ok({
      periods: feedbackPeriodsOut(),
      periodNumber: period?.periodID ?? null,
      modules: modules.map((m) => ({
        moduleID: m.moduleID,
        name: m.name,
        course: m.course,
        count: byID.get(m.moduleID)?.count ?? 0,
        average: byID.get(m.moduleID)?.averageRating ?? null,
      })),
    })
  }),

  http.get('*/api/SchoolX/Modules/ModuleRating', ({ request }) => {
    requireUser(request)
    const q = queryOf(request)
    const m = db.schoolxModule.findFirst({ where: { moduleID: { equals: Number(q.get('moduleID')) } } })
    if (!m) return notFound(s.moduleNotFound)
    const period = feedbackPeriodOf(q.get('periodNumber'))
    if (period === undefined) return notFound(s.periodNotFound)
    const module = { moduleID: m.moduleID, name: m.name }
    const answers = period ? answersOf(participants(), period.periodID) : []
    const criteria = criteriaList()
    const kinds = FORM_KINDS.map((kind) => {
      const r = aggregateFormResult(kind, [module], answers, criteria)
      return { kind, count: r.modules[0].count, average: r.modules[0].averageRating, ratings: r.modules[0].ratings }
    })
    const criteriaOut = aggregateFormResult(
      'criterias',
      [module],
      answers.filter((a) => a.moduleID === m.moduleID),
      criteria,
    ).criteria
    return ok({
      periods: feedbackPeriodsOut(),
      periodNumber: period?.periodID ?? null,
      module,
      kinds,
      criteria: criteriaOut,
    })
  }),
]
