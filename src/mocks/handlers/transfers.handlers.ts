import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { fullName } from '../lib/names'
import { badRequest, ok, queryOf } from '../lib/respond'
import type { Transfer, TransferKind } from '@/api/transfers'
import { ACCESS_ROLES } from '@/lib/constants/people'
import { transferTexts } from '@/texts/ru/transfers'

const e = transferTexts.errors

/** /Statistics/TransferMonitoring: the deans' offices read the transfers of an academic year (Sept–Aug). */
export const transferHandlers: HttpHandler[] = [
  http.get('*/api/Statistics/TransferMonitoring', ({ request }) => {
    requireRole(requireUser(request), ...ACCESS_ROLES.students)
    const q = queryOf(request)
    const m = /^(\d{4})-(\d{4})$/.exec(q.get('year') ?? '')
    if (!m || Number(m[2]) !== Number(m[1]) + 1) return badRequest(e.badYear)
    const facultyID = Number(q.get('facultyID') ?? 0)
    if (facultyID && !db.faculty.findFirst({ where: { facultyID: { equals: facultyID } } }))
      return badRequest(e.badFaculty)
    const from = `${m[1]}-09-01`
    const to = `${m[2]}-08-31`
    const rows: Transfer[] = db.studentTransfer
      .getAll()
      .filter((t) => t.date >= from && t.date <= to && (!facultyID || t.facultyID === facultyID))
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
      .map((t) => {
        const student = db.user.findFirst({ where: { userID: { equals: t.studentID } } })
        return {
          id: t.id,
          date: t.date,
          studentName: student ? fullName(student) : '',
          kind: t.kind as TransferKind,
          from: t.from,
          to: t.to,
          facultyID: t.facultyID,
        }
      })
    return ok({ faculties: db.faculty.getAll().map((f) => ({ id: f.facultyID, name: f.name })), rows })
  }),
]
