import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { requireRole, requireUser, userHasRole } from '../lib/auth'
import { createRecord, deleteRecord, nextId } from '../lib/store'
import { currentSemester, journalKeys, validPassesOf } from '../seed/journal.seed'
import { fioOf } from './people.handlers'
import { absencesByStudent, allStudents } from './journal-absences'
import { validPassBodySchema, type SavedPass, type ValidPassStudent } from '@/api/journal-passes'
import { ACCESS_ROLES } from '@/lib/constants/people'
import { VALID_PASS_ROLES } from '@/lib/constants/journal'
import { journalPagesTexts } from '@/texts/ru/journal-pages'

const t = journalPagesTexts.server
const firstIssue = (issues: readonly { message: string }[]) => issues[0]?.message ?? t.badBody

/** Valid passes (issue 15): the deans' offices read the list; the ones with the change right record and withdraw. */
export const journalPassesHandlers: HttpHandler[] = [
  http.get('*/api/Journals/ValidPass/ListStudents', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...ACCESS_ROLES.students)
    const absences = absencesByStudent(journalKeys())
    const rows: ValidPassStudent[] = allStudents().map((u) => {
      const a = absences.get(u.userID) ?? { valid: 0, invalid: 0 }
      return {
        studentID: u.userID,
        fio: fioOf(u),
        group: u.groupName,
        absences: a.valid + a.invalid,
        valid: a.valid,
        invalid: a.invalid,
        passes: validPassesOf(u.userID).length,
      }
    })
    return ok(rows)
  }),

  http.post('*/api/Journals/ValidPass', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...ACCESS_ROLES.students)
    if (!userHasRole(user, ...VALID_PASS_ROLES.write)) return forbidden(t.onlyDean)
    const parsed = v.safeParse(validPassBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(firstIssue(parsed.issues))
    const body = parsed.output
    const student = db.user.findFirst({ where: { userID: { equals: body.studentID } } })
    if (!student || student.kind !== 'student') return notFound(t.notStudent)
    const { start, end } = currentSemester()
    if (body.dateFrom < start || body.dateTo > end) return badRequest(t.outside)
    if (validPassesOf(student.userID).some((p) => p.dateFrom <= body.dateTo && body.dateFrom <= p.dateTo))
      return badRequest(t.overlap)
    const saved: SavedPass = { id: nextId('journalValidPass', 'id'), ...body }
    createRecord('journalValidPass', { ...saved, authorID: user.userID, created: new Date().toISOString() })
    return ok(saved)
  }),

  http.delete('*/api/Journals/ValidPass', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...ACCESS_ROLES.students)
    if (!userHasRole(user, ...VALID_PASS_ROLES.write)) return forbidden(t.onlyDean)
    const raw = queryOf(request).get('id') ?? ''
    if (!/^[1-9]\d*$/.test(raw)) return badRequest(t.badID)
    const id = Number(raw)
    if (!db.journalValidPass.findFirst({ where: { id: { equals: id } } })) return notFound(t.notFound)
    deleteRecord('journalValidPass', 'id', id)
    return ok(true)
  }),
]
