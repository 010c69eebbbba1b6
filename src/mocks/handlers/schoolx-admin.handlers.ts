import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { schoolxModels } from '../db/schoolx.models'
import { auditTrail, moscowStamp } from '../lib/audit'
import { requireRole, requireUser, rolesOf } from '../lib/auth'
import type { JournalEntry } from '../lib/persistence'
import { ok } from '../lib/respond'
import { mockResource } from '../lib/resource-handlers'
import { today } from './schoolx-answers'
import { eventLogResource, periodResource, type EventRow, type PeriodStage, type SchoolUser } from '@/api/schoolx-admin'
import { formatRuDate } from '@/lib/dates'
import { ROLES } from '@/lib/roles'
import { schoolxAdminTexts } from '@/texts/ru/schoolx-admin'
import { fullName } from '../lib/names'

/**
 * «Школа Х» administration (issue 17): the periods on the resource kit (start before end, no overlap with a
 * period of the same stage, 400 in Russian; journaled), the programme's users and its event log (the
 * journaled writes of this area's models, from the demo backend's audit trail).
 */
const t = schoolxAdminTexts
const s = t.server
const ADMIN = ROLES.schoolXAdmin.name
const ISO = /^\d{4}-\d{2}-\d{2}$/

export const stageOf = (p: { dateStart: string; dateEnd: string }, day: string): PeriodStage =>
  day < p.dateStart ? 'upcoming' : day > p.dateEnd ? 'closed' : 'open'

/** The rules of a period body beyond the dialog's own (type, dates, order, overlap); null when valid. */
export function periodRefusal(body: Record<string, unknown>, id: number | null): string | null {
  const typeID = Number(body.typeID)
  if (![1, 2, 3].includes(typeID)) return s.badType
  const start = String(body.dateStart ?? '').slice(0, 10)
  const end = String(body.dateEnd ?? '').slice(0, 10)
  if (!ISO.test(start) || !ISO.test(end)) return s.badDate
  if (start >= end) return s.startAfterEnd
  const twin = db.schoolXPeriod
    .getAll()
    .filter((p) => p.typeID === typeID && p.periodID !== id)
    .sort((a, b) => a.dateStart.localeCompare(b.dateStart))
    .find((p) => p.dateStart <= end && start <= p.dateEnd)
  return twin ? s.overlap(twin.name, formatRuDate(twin.dateStart), formatRuDate(twin.dateEnd)) : null
}

const periods = mockResource(periodResource, {
  model: 'schoolXPeriod',
  toRow: (row) => ({
    periodID: row.periodID,
    typeID: row.typeID,
    name: row.name,
    dateStart: row.dateStart,
    dateEnd: row.dateEnd,
    stage: t.stages[stageOf(row as { dateStart: string; dateEnd: string }, today())],
  }),
  check: periodRefusal,
  fields: (body) => ({
    name: String(body.name).trim(),
    typeID: Number(body.typeID),
    dateStart: String(body.dateStart).slice(0, 10),
    dateEnd: String(body.dateEnd).slice(0, 10),
  }),
  refuseDelete: (row) => {
    const periodID = { equals: Number(row.periodID) }
    const used =
      db.schoolxFeedback.findFirst({ where: { periodID } }) ??
      db.schoolxPriority.findFirst({ where: { periodID } }) ??
      db.schoolxDistribution.findFirst({ where: { periodID } })
    return used ? s.periodInUse : null
  },
})

// ---- users ----

const SCHOOLS = ['Лицей № 1', 'Гимназия № 25', 'Школа № 77', 'Лицей № 103', 'Школа № 5 «Эврика»'] as const
/** A participant's school and class: derived from the id, so the seed's random stream stays as it is. */
export const schoolOf = (studentID: number) => SCHOOLS[Math.abs(studentID) % SCHOOLS.length]
export const gradeOf = (course: number) => 8 + course

const STAFF_ROLES: [string, string][] = [
  [ROLES.schoolXAdmin.name, t.users.organiser],
  [ROLES.schoolXModerator.name, t.users.moderator],
  [ROLES.schoolXStudentModerator.name, t.users.moderator],
  [ROLES.schoolXTeacher.name, t.users.teacher],
]

export function schoolUsers(): SchoolUser[] {
  const modules = db.schoolxModule.getAll()
  const moduleNames = (pick: (m: (typeof modules)[number]) => boolean) =>
    modules
      .filter(pick)
      .sort((a, b) => a.moduleID - b.moduleID)
      .map((m) => m.name)
      .join(', ')
  const participants = db.schoolxStudent.getAll().map((st) => ({
    userID: st.studentID,
    fio: st.fio,
    role: t.users.participant,
    grade: t.users.grade(gradeOf(st.course)),
    school: schoolOf(st.studentID),
    modules: moduleNames((m) => st.moduleIDs.includes(m.moduleID)),
  }))
  const teacherIDs = new Set(modules.flatMap((m) => m.teacherIDs))
  const staff = db.user
    .getAll()
    .filter((u) => u.userID > 0)
    .map((u) => {
      const names = rolesOf(u).map((r) => r.name)
      const role =
        STAFF_ROLES.find(([name]) => names.includes(name))?.[1] ?? (teacherIDs.has(u.userID) ? t.users.teacher : null)
      return role
        ? {
            userID: u.userID,
            fio: fullName(u),
            role,
            grade: t.users.noClass,
            school: t.users.university,
            modules: moduleNames((m) => m.teacherIDs.includes(u.userID)),
          }
        : null
    })
    .filter((u) => u !== null)
  return [...participants, ...staff]
}

// ---- the event log ----

const MODELS = new Set([...Object.keys(schoolxModels), 'schoolXPeriod'])

function fioOf(userID: number): string {
  const staff = db.user.findFirst({ where: { userID: { equals: userID } } })
  if (staff) return fullName(staff)
  return db.schoolxStudent.findFirst({ where: { studentID: { equals: userID } } })?.fio ?? `№ ${userID}`
}

function summaryOf(entry: JournalEntry): string {
  const model = t.eventLog.models[entry.model] ?? entry.model
  if (entry.op === 'create') {
    const first = Object.values(entry.data)[0]
    return t.eventLog.summary(model, String(first ?? ''), Object.keys(entry.data).slice(1, 6))
  }
  return t.eventLog.summary(model, String(entry.key), entry.op === 'update' ? Object.keys(entry.data) : [])
}

/** The area's journaled writes as rows, newest first. */
export function eventRows(): EventRow[] {
  return auditTrail()
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => MODELS.has(entry.model))
    .sort((a, b) => (b.entry.at ?? '').localeCompare(a.entry.at ?? '') || b.index - a.index)
    .map(({ entry, index }) => ({
      id: index + 1,
      when: entry.at ? moscowStamp(entry.at) : t.eventLog.unknown,
      fio: entry.userID ? fioOf(entry.userID) : t.eventLog.system,
      action: t.eventLog.actions[entry.op] ?? entry.op,
      section: t.eventLog.models[entry.model] ?? entry.model,
      summary: summaryOf(entry),
    }))
}

export const adminHandlers: HttpHandler[] = [
  ...periods.handlers,
  http.get('*/api/SchoolX/Admin/Users', ({ request }) => {
    requireRole(requireUser(request), ADMIN)
    return ok(schoolUsers())
  }),
  http.get(`*/api${eventLogResource.endpoints.list}`, ({ request }) => {
    requireRole(requireUser(request), ADMIN)
    return ok(eventRows())
  }),
]
