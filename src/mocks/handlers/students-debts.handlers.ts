import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { badRequest, forbidden, notFound, ok, queryOf } from '../lib/respond'
import { requireRole, requireUser, type DemoUser } from '../lib/auth'
import { fullName } from '../lib/names'
import { ROOMS, gradeBookOf } from '../seed/day.seed'
import { todayOf } from '../seed/journal.seed'
import { debtsResource, type Debt } from '@/api/students-debts'
import { isDebt } from '@/lib/day-grades'
import { addDays, mondayOf, pairTime } from '@/lib/day-week'
import { gradeTexts } from '@/texts/ru/day'
import { debtsTexts } from '@/texts/ru/students-debts'

const t = debtsTexts
const RETAKE_PAIR = 5

/** A student's debts with their retakes: the first within the next two weeks (Monday to Friday), the commission two weeks later. */
function debtsOf(student: DemoUser): Debt[] {
  const monday = addDays(mondayOf(todayOf()), 7)
  const time = pairTime(RETAKE_PAIR)?.start ?? '15:40'
  return (gradeBookOf(student.userID) ?? []).filter(isDebt).map((g) => {
    const first = addDays(monday, (g.id % 5) + 7 * (g.id % 2))
    return {
      id: g.id,
      studentID: student.userID,
      fio: fullName(student),
      group: student.groupName,
      discipline: g.discipline,
      kind: gradeTexts.kinds[g.kind],
      semester: `${g.semester} (${g.year})`,
      mark: gradeTexts.marks[g.mark],
      first: t.retakeAt(first, time),
      commission: t.retakeAt(addDays(first, 14), time),
      room: ROOMS[g.id % ROOMS.length],
      teacher: g.teacher,
    }
  })
}

/** Academic debts (issue 15): a student their own, the debts-graph roles everyone's or one student's. */
export const studentsDebtsHandlers: HttpHandler[] = [
  http.get('*/api/StudentsDebts', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...debtsResource.access.read)
    const raw = queryOf(request).get('studentID')
    if (raw !== null && !/^\d+$/.test(raw)) return badRequest(t.badID)
    const isStaff = user.kind !== 'student'
    if (!isStaff && raw !== null && Number(raw) !== user.userID) return forbidden(t.ownOnly)
    if (!isStaff || raw !== null) {
      const student = isStaff ? db.user.findFirst({ where: { userID: { equals: Number(raw) } } }) : user
      if (!student || student.kind !== 'student') return notFound(t.notStudent)
      return ok(debtsOf(student))
    }
    return ok(
      db.user
        .findMany({ where: { kind: { equals: 'student' } } })
        .filter((u) => u.groupID)
        .flatMap(debtsOf),
    )
  }),
]
