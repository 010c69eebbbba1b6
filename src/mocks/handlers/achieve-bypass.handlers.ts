import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { userFullName } from './achieve-common'
import { requireRole, requireUser, userHasRole } from '../lib/auth'
import { badRequest, jsonBody, notFound, ok } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import {
  bypassDebtSchema,
  bypassMarkBodySchema,
  bypassOpenSchema,
  type BypassMark,
  type BypassReason,
  type BypassSheet,
} from '@/api/achieve-bypass'
import { BYPASS_STAFF_ROLES, STUDENT_ROLE } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'

const s = achieveTexts.bypass.server
type SheetRow = NonNullable<ReturnType<typeof db.bypassSheet.findFirst>>

const fullName = userFullName
function sheetOut(row: SheetRow): BypassSheet {
  return {
    id: row.id,
    studentID: row.studentID,
    studentName: fullName(row.studentID),
    groupName: db.user.findFirst({ where: { userID: { equals: row.studentID } } })?.groupName ?? '',
    reason: row.reason as BypassReason,
    createdAt: row.createdAt,
    marks: JSON.parse(row.marks) as BypassMark[],
  }
}
const departments = () => db.bypassDepartment.getAll().map((d) => ({ id: d.id, name: d.name }))
const firstIssue = (issues: readonly { message: string }[]) => issues[0]?.message ?? s.badBody
const isStaff = (user: Parameters<typeof userHasRole>[0]) => userHasRole(user, ...BYPASS_STAFF_ROLES)

export const bypassHandlers: HttpHandler[] = [
  /** The bypass-sheet staff see every sheet (newest first), a student only their own. */
  http.get('*/api/bypassSheet/List', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...BYPASS_STAFF_ROLES, STUDENT_ROLE)
    const rows = isStaff(user)
      ? db.bypassSheet.getAll()
      : db.bypassSheet.findMany({ where: { studentID: { equals: user.userID } } })
    return ok({
      departments: departments(),
      sheets: rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).map(sheetOut),
    })
  }),

  http.post('*/api/bypassSheet/Open', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, STUDENT_ROLE)
    const parsed = v.safeParse(bypassOpenSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(firstIssue(parsed.issues))
    if (db.bypassSheet.findFirst({ where: { studentID: { equals: user.userID } } })) return badRequest(s.alreadyOpen)
    const marks: BypassMark[] = departments().map((d) => ({
      departmentID: d.id,
      status: 'waiting',
      note: '',
      at: '',
      by: '',
    }))
    const row = createRecord('bypassSheet', {
      id: nextId('bypassSheet', 'id'),
      studentID: user.userID,
      reason: parsed.output.reason,
      createdAt: new Date().toISOString(),
      marks: JSON.stringify(marks),
    })
    return ok(sheetOut(row))
  }),

  /** A department signs (nothing owed) or marks a debt (what is owed); a signed department stays signed. */
  http.post('*/api/bypassSheet/Mark', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...BYPASS_STAFF_ROLES)
    const parsed = v.safeParse(bypassMarkBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(s.badBody)
    const { sheetID, departmentID, status, note } = parsed.output
    const row = db.bypassSheet.findFirst({ where: { id: { equals: sheetID } } })
    if (!row) return notFound(s.notFound)
    const marks = JSON.parse(row.marks) as BypassMark[]
    const mark = marks.find((m) => m.departmentID === departmentID)
    if (!mark) return badRequest(s.unknownDepartment)
    if (mark.status === 'signed') return badRequest(s.alreadySigned)
    let owed = ''
    if (status === 'debt') {
      const debt = v.safeParse(bypassDebtSchema, { note })
      if (!debt.success) return badRequest(firstIssue(debt.issues))
      owed = debt.output.note.trim()
    }
    Object.assign(mark, { status, note: owed, at: new Date().toISOString(), by: fullName(user.userID) })
    return ok(sheetOut(updateRecord('bypassSheet', 'id', sheetID, { marks: JSON.stringify(marks) }) as SheetRow))
  }),
]
