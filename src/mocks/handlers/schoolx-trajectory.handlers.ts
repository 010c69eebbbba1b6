import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireUser } from '../lib/auth'
import { badRequest, forbidden, notFound, ok, queryOf } from '../lib/respond'
import { gradeOf, schoolOf, stageOf } from './schoolx-admin.handlers'
import { answersOf, feedbackPeriods, isSchoolX, isStaff, today } from './schoolx-answers'
import type { Trajectory } from '@/api/schoolx-admin'
import { FORM_KINDS } from '@/lib/constants/schoolx'
import { schoolxAdminTexts } from '@/texts/ru/schoolx-admin'

/**
 * `/donstux/trajectory/{userID?}` (issue 17): a participant's modules period by period (each feedback period
 * closes a block of modules) with the module's mark once the period is over (derived, deterministic), the
 * feedback forms they filled and the points. The participant sees their own; the staff see anyone's.
 */
const t = schoolxAdminTexts

/** A mark 3…5 (a rare 2) from the ids: the demo stores no gradebook. */
export function markOf(studentID: number, moduleID: number, periodID: number): number {
  let h = Math.imul(studentID ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(moduleID + 31 * periodID, 0xc2b2ae35)
  h = (h ^ (h >>> 15)) >>> 0
  const r = h % 20
  return r === 0 ? 2 : r < 6 ? 3 : r < 13 ? 4 : 5
}

export function trajectoryOf(studentID: number, day: string): Trajectory | null {
  const student = db.schoolxStudent.findFirst({ where: { studentID: { equals: studentID } } })
  if (!student) return null
  const modules = db.schoolxModule
    .getAll()
    .filter((m) => student.moduleIDs.includes(m.moduleID))
    .sort((a, b) => a.moduleID - b.moduleID)
  const periods = feedbackPeriods()
    .filter((p) => p.dateStart <= day)
    .map((p) => {
      const answers = answersOf([student], p.periodID)
      const stage = stageOf(p, day)
      return {
        periodID: p.periodID,
        name: p.name,
        dateStart: p.dateStart,
        dateEnd: p.dateEnd,
        stage,
        modules: modules.map((m) => {
          const own = answers.filter((a) => a.moduleID === m.moduleID)
          return {
            moduleID: m.moduleID,
            name: m.name,
            mark: stage === 'closed' ? markOf(student.studentID, m.moduleID, p.periodID) : null,
            forms: own.length,
            total: FORM_KINDS.length,
            points: own.reduce((sum, a) => sum + a.points, 0),
          }
        }),
      }
    })
  return {
    student: {
      studentID: student.studentID,
      fio: student.fio,
      grade: t.users.grade(gradeOf(student.course)),
      school: schoolOf(student.studentID),
    },
    periods,
    points: periods.reduce((sum, p) => sum + p.modules.reduce((s, m) => s + m.points, 0), 0),
  }
}

export const trajectoryHandlers: HttpHandler[] = [
  http.get('*/api/SchoolX/Trajectory', ({ request }) => {
    const user = requireUser(request)
    if (!isSchoolX(user)) return forbidden(t.server.forbidden)
    const raw = queryOf(request).get('userID')
    if (raw !== null && !/^-?\d+$/.test(raw)) return badRequest(t.server.badUser)
    const userID = raw === null ? user.userID : Number(raw)
    if (userID !== user.userID && !isStaff(user)) return forbidden(t.server.ownOnly)
    const trajectory = trajectoryOf(userID, today())
    return trajectory ? ok(trajectory) : notFound(t.server.noParticipant)
  }),
]
