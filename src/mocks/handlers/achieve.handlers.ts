import { http, HttpResponse, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { userFullName } from './achieve-common'
import { requireRole, requireUser, userHasRole } from '../lib/auth'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { getBlob, putBlob } from '../lib/persistence'
import { createRecord, nextId, updateRecord } from '../lib/store'
import {
  certOrderSchema,
  certRefuseSchema,
  certStepBodySchema,
  ratingOf,
  stepTarget,
  workBodySchema,
  workReturnSchema,
  workVerifyBodySchema,
  type CertStatus,
  type Certificate,
} from '@/api/achieve'
import {
  CERT_STAFF_ROLES,
  PORTFOLIO_VERIFIER_ROLES,
  PORTFOLIO_VIEWER_ROLES,
  STUDENT_ROLE,
  WORK_MAX_FILE_BYTES,
} from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { attrValuesSchema, attrsOfType } from '@/api/portfolio-attrs'
import { allAttrs, rules, workOut } from './portfolio-work-out'
import { applicationHandlers } from './achieve-applications.handlers'
import { portfolioAdminHandlers } from './portfolio-admin.handlers'
import { portfolioViewHandlers } from './portfolio-view.handlers'
import { bypassHandlers } from './achieve-bypass.handlers'
import { portfolioRateHandlers } from './portfolio-rates.handlers'

const s = achieveTexts.cert.server
type CertRow = NonNullable<ReturnType<typeof db.certificate.findFirst>>

const fullName = userFullName

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

/* ── Portfolio ── */

const pw = achieveTexts.work
type WorkRow = NonNullable<ReturnType<typeof db.portfolioWork.findFirst>>
const byDateDesc = (a: WorkRow, b: WorkRow) => b.date.localeCompare(a.date) || b.id - a.id
const isVerifier = (user: Parameters<typeof userHasRole>[0]) => userHasRole(user, ...PORTFOLIO_VERIFIER_ROLES)

export const portfolioHandlers: HttpHandler[] = [
  http.get('*/api/Portfolio/Refs', ({ request }) => {
    requireUser(request)
    return ok({
      categories: db.portfolioCategory.getAll().map((c) => ({ id: c.id, name: c.name })),
      types: db.portfolioType.getAll().map((t) => ({ id: t.id, categoryID: t.categoryID, name: t.name })),
      points: rules(),
      attrs: allAttrs(),
    })
  }),

  http.get('*/api/Portfolio/MyWorks', ({ request }) => {
    const user = requireUser(request)
    const table = rules()
    return ok(
      db.portfolioWork
        .findMany({ where: { userID: { equals: user.userID } } })
        .sort(byDateDesc)
        .map((w) => workOut(w, table)),
    )
  }),

  http.get('*/api/Portfolio/Work', ({ request }) => {
    const user = requireUser(request)
    const row = db.portfolioWork.findFirst({ where: { id: { equals: Number(queryOf(request).get('workID')) } } })
    if (!row) return notFound(pw.notFound)
    if (row.userID !== user.userID && !isVerifier(user) && !userHasRole(user, ...PORTFOLIO_VIEWER_ROLES))
      return forbidden(pw.errors.notYours)
    return ok(workOut(row))
  }),

  http.post('*/api/Portfolio/Files', async ({ request }) => {
    requireUser(request)
    let file: FormDataEntryValue | null = null
    let name: FormDataEntryValue | null = null
    try {
      const form = await request.formData()
      file = form.get('file')
      name = form.get('name')
    } catch {
      return badRequest(pw.errors.fileExpected)
    }
    if (!file || typeof file === 'string') return badRequest(pw.errors.fileExpected)
    if (file.size > WORK_MAX_FILE_BYTES) return badRequest(pw.errors.fileTooBig)
    const key = `portfolio-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`
    await putBlob(key, file)
    return ok({ key, name: (typeof name === 'string' && name.trim()) || file.name || 'file', size: file.size })
  }),

  http.get('*/api/Portfolio/Files/:key/:name', async ({ request, params }) => {
    requireUser(request)
    const blob = await getBlob(String(params.key))
    if (!blob) return notFound(pw.notFound)
    return new HttpResponse(blob, {
      headers: {
        'content-type': blob.type || 'application/octet-stream',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(String(params.name))}`,
      },
    })
  }),

  ...(['post', 'put'] as const).map((method) =>
    http[method]('*/api/Portfolio/Work', async ({ request }) => {
      const user = requireUser(request)
      const parsed = v.safeParse(workBodySchema, await jsonBody(request))
      if (!parsed.success) return badRequest(firstIssue(parsed.issues))
      const body = parsed.output
      if (!db.portfolioType.findFirst({ where: { id: { equals: body.typeID } } })) return badRequest(pw.unknownType)
      const values = v.safeParse(attrValuesSchema(attrsOfType(allAttrs(), body.typeID)), body.attrs ?? {})
      if (!values.success) return badRequest(firstIssue(values.issues))
      const data = {
        typeID: body.typeID,
        title: body.title.trim(),
        level: body.level,
        result: body.result,
        date: body.date,
        status: 'pending',
        remark: '',
        files: JSON.stringify(body.files),
        attrs: JSON.stringify(values.output),
      }
      if (method === 'post')
        return ok(
          workOut(createRecord('portfolioWork', { id: nextId('portfolioWork', 'id'), userID: user.userID, ...data })),
        )
      const id = Number(queryOf(request).get('workID'))
      const row = db.portfolioWork.findFirst({ where: { id: { equals: id } } })
      if (!row) return notFound(pw.notFound)
      if (row.userID !== user.userID) return forbidden(pw.errors.notYours)
      if (row.status === 'confirmed') return badRequest(pw.errors.confirmedLocked)
      return ok(workOut(updateRecord('portfolioWork', 'id', id, data) as WorkRow))
    }),
  ),

  http.get('*/api/Portfolio/Verifier/Works', ({ request }) => {
    requireRole(requireUser(request), ...PORTFOLIO_VERIFIER_ROLES)
    const table = rules()
    return ok(
      db.portfolioWork
        .findMany({ where: { status: { equals: 'pending' } } })
        .sort((a, b) => a.id - b.id)
        .map((w) => workOut(w, table)),
    )
  }),

  http.post('*/api/Portfolio/Verifier/Verify', async ({ request }) => {
    requireRole(requireUser(request), ...PORTFOLIO_VERIFIER_ROLES)
    const parsed = v.safeParse(workVerifyBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(pw.errors.failed)
    const { id, decision, remark } = parsed.output
    const row = db.portfolioWork.findFirst({ where: { id: { equals: id } } })
    if (!row) return notFound(pw.notFound)
    if (row.status !== 'pending') return badRequest(pw.errors.notPending)
    if (decision === 'confirm')
      return ok(workOut(updateRecord('portfolioWork', 'id', id, { status: 'confirmed', remark: '' }) as WorkRow))
    const back = v.safeParse(workReturnSchema, { remark })
    if (!back.success) return badRequest(firstIssue(back.issues))
    return ok(
      workOut(
        updateRecord('portfolioWork', 'id', id, { status: 'returned', remark: back.output.remark.trim() }) as WorkRow,
      ),
    )
  }),

  http.get('*/api/Portfolio/Rating', ({ request }) => {
    requireUser(request)
    const table = rules()
    return ok(ratingOf(db.portfolioWork.getAll().map((w) => workOut(w, table))))
  }),
]

/** Handlers of the achieve area. */
export const achieveHandlers: HttpHandler[] = [
  ...certificateHandlers,
  ...portfolioHandlers,
  ...portfolioAdminHandlers,
  ...portfolioRateHandlers,
  ...portfolioViewHandlers,
  ...applicationHandlers,
  ...bypassHandlers,
]
