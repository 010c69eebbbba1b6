import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { badRequest, jsonBody, notFound, ok } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import {
  certOrderSchema,
  certRefuseSchema,
  certStepBodySchema,
  stepTarget,
  type CertStatus,
  type Certificate,
} from '@/api/achieve'
import { CERT_STAFF_ROLES, STUDENT_ROLE } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'

const s = achieveTexts.cert.server
type CertRow = NonNullable<ReturnType<typeof db.certificate.findFirst>>

const fullName = (userID: number) => {
  const u = db.user.findFirst({ where: { userID: { equals: userID } } })
  return u ? [u.last_name, u.first_name, u.middle_name].filter(Boolean).join(' ') : ''
}

/** A stored certificate as the API answers it: the kind's name and the student's name and group joined in. */
function certOut(row: CertRow): Certificate {
  const user = db.user.findFirst({ where: { userID: { equals: row.studentID } } })
  return {
    id: row.id,
    kindID: row.kindID,
    kindName: db.certKind.findFirst({ where: { id: { equals: row.kindID } } })?.name ?? '',
    copies: row.copies,
    purpose: row.purpose,
    status: row.status as CertStatus,
    reason: row.reason,
    orderedAt: row.orderedAt,
    studentID: row.studentID,
    studentName: fullName(row.studentID),
    groupName: user?.groupName ?? '',
    history: JSON.parse(row.history) as Certificate['history'],
  }
}
const newestFirst = (a: CertRow, b: CertRow) => b.orderedAt.localeCompare(a.orderedAt) || b.id - a.id

/** The first message of a failed parse: the same Russian text the form shows. */
const firstIssue = (issues: readonly { message: string }[]) => issues[0]?.message ?? s.badBody

export const certificateHandlers: HttpHandler[] = [
  http.get('*/api/Certificates/Kinds', ({ request }) => {
    requireUser(request)
    return ok(db.certKind.getAll().map((k) => ({ id: k.id, name: k.name })))
  }),

  http.get('*/api/Certificates/My', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, STUDENT_ROLE)
    const rows = db.certificate.findMany({ where: { studentID: { equals: user.userID } } })
    return ok(rows.sort(newestFirst).map(certOut))
  }),

  http.post('*/api/Certificates/Order', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, STUDENT_ROLE)
    const parsed = v.safeParse(certOrderSchema, await jsonBody(request))
    if (!parsed.success) return badRequest(firstIssue(parsed.issues))
    const body = parsed.output
    if (!db.certKind.findFirst({ where: { id: { equals: body.kindID } } })) return badRequest(s.unknownKind)
    const orderedAt = new Date().toISOString()
    const row = createRecord('certificate', {
      id: nextId('certificate', 'id'),
      kindID: body.kindID,
      copies: body.copies,
      purpose: body.purpose.trim(),
      status: 'ordered',
      reason: '',
      orderedAt,
      studentID: user.userID,
      history: JSON.stringify([{ status: 'ordered', at: orderedAt }]),
    })
    return ok(certOut(row))
  }),

  http.get('*/api/Certificates/Queue', ({ request }) => {
    requireRole(requireUser(request), ...CERT_STAFF_ROLES)
    return ok(db.certificate.getAll().sort(newestFirst).map(certOut))
  }),

  http.post('*/api/Certificates/Step', async ({ request }) => {
    requireRole(requireUser(request), ...CERT_STAFF_ROLES)
    const parsed = v.safeParse(certStepBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(s.badBody)
    const { id, step, reason } = parsed.output
    const row = db.certificate.findFirst({ where: { id: { equals: id } } })
    if (!row) return notFound(s.notFound)
    const target = stepTarget(row.status as CertStatus, step)
    if (!target) return badRequest(s.badStep)
    let why = ''
    if (step === 'refuse') {
      const refusal = v.safeParse(certRefuseSchema, { reason })
      if (!refusal.success) return badRequest(firstIssue(refusal.issues))
      why = refusal.output.reason.trim()
    }
    const history = [...(JSON.parse(row.history) as unknown[]), { status: target, at: new Date().toISOString() }]
    const updated = updateRecord('certificate', 'id', id, {
      status: target,
      reason: why,
      history: JSON.stringify(history),
    })
    return ok(certOut(updated as CertRow))
  }),
]

/** Handlers of the achieve area. */
export const achieveHandlers: HttpHandler[] = [...certificateHandlers]
