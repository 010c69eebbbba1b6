import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireUser, rolesOf, type DemoUser } from '../lib/auth'
import { forbidden, ok } from '../lib/respond'
import { isSchoolX, isStudent, teacherNames, today } from './schoolx-answers'
import type { HomePeriod, SchoolxHome } from '@/api/schoolx-admin'
import { STUDY_PERIOD_TYPE } from '@/lib/constants/schoolx'
import { toIsoDate } from '@/lib/dates'
import { ROLES } from '@/lib/roles'
import { schoolxAdminTexts } from '@/texts/ru/schoolx-admin'

/**
 * `/donstux` (issue 17): the user's open and upcoming periods with their deadlines, their modules with the
 * next lessons, and for the organiser the programme's figures. A module's lessons are weekly through the
 * open study period (type 2), one theme after another, on a weekday of its own (derived, not stored).
 */
const DAY = 86_400_000
const UPCOMING_DAYS = 120
const NEXT_LESSONS = 3

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY)
const addDays = (iso: string, days: number) => toIsoDate(new Date(Date.parse(`${iso}T12:00:00Z`) + days * DAY))

type ModuleRec = NonNullable<ReturnType<typeof db.schoolxModule.findFirst>>

/** The next lessons of a module from `day` to the end of the study period open that day. */
export function nextLessons(module: ModuleRec, day: string): { date: string; theme: string }[] {
  const study = db.schoolXPeriod
    .findMany({ where: { typeID: { equals: STUDY_PERIOD_TYPE } } })
    .find((p) => p.dateStart <= day && day <= p.dateEnd)
  const themes = JSON.parse(module.themes || '[]') as { name: string }[]
  if (!study || !themes.length) return []
  const first = addDays(study.dateStart, module.moduleID % 5)
  const weeksDone = Math.max(0, Math.ceil(daysBetween(first, day) / 7))
  const out: { date: string; theme: string }[] = []
  for (let week = weeksDone; out.length < NEXT_LESSONS; week++) {
    const date = addDays(first, week * 7)
    if (date > study.dateEnd) break
    out.push({ date, theme: themes[week % themes.length].name })
  }
  return out
}

function kindOf(user: DemoUser): SchoolxHome['kind'] {
  const names = rolesOf(user).map((r) => r.name)
  if (isStudent(user)) return 'participant'
  if (names.includes(ROLES.schoolXAdmin.name)) return 'organiser'
  if (names.includes(ROLES.schoolXTeacher.name)) return 'teacher'
  return 'member'
}

export function homeOf(user: DemoUser, day: string): SchoolxHome {
  const kind = kindOf(user)
  const all = db.schoolXPeriod.getAll().sort((a, b) => a.dateStart.localeCompare(b.dateStart) || a.typeID - b.typeID)
  const out = (p: (typeof all)[number], days: number): HomePeriod => ({
    periodID: p.periodID,
    typeID: p.typeID,
    name: p.name,
    dateStart: p.dateStart,
    dateEnd: p.dateEnd,
    days,
  })
  const open = all.filter((p) => p.dateStart <= day && day <= p.dateEnd).map((p) => out(p, daysBetween(day, p.dateEnd)))
  const upcoming = all
    .filter((p) => p.dateStart > day && daysBetween(day, p.dateStart) <= UPCOMING_DAYS)
    .map((p) => out(p, daysBetween(day, p.dateStart)))
  const student =
    kind === 'participant' ? db.schoolxStudent.findFirst({ where: { studentID: { equals: user.userID } } }) : null
  const mine = db.schoolxModule
    .getAll()
    .filter((m) => (student ? student.moduleIDs.includes(m.moduleID) : m.teacherIDs.includes(user.userID)))
    .sort((a, b) => a.moduleID - b.moduleID)
  return {
    fio: [user.first_name, user.middle_name].filter(Boolean).join(' ') || user.last_name,
    today: day,
    kind,
    open,
    upcoming,
    modules: mine.map((m) => ({
      moduleID: m.moduleID,
      name: m.name,
      teachers: teacherNames(m.teacherIDs),
      next: nextLessons(m, day),
    })),
    summary:
      kind === 'organiser' ? { participants: db.schoolxStudent.count(), modules: db.schoolxModule.count() } : null,
  }
}

export const homeHandlers: HttpHandler[] = [
  http.get('*/api/SchoolX/Home', ({ request }) => {
    const user = requireUser(request)
    if (!isSchoolX(user)) return forbidden(schoolxAdminTexts.server.forbidden)
    return ok(homeOf(user, today()))
  }),
]
