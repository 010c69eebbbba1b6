import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser, type DemoUser } from '../lib/auth'
import { fullName } from '../lib/names'
import { mockResource } from '../lib/resource-handlers'
import { badRequest, jsonBody, notFound, ok } from '../lib/respond'
import { createRecord, deleteRecord, nextId, updateRecord } from '../lib/store'
import { dopLogResource, dopPaymentResource, type DopPayment } from '@/api/dop-payments'
import { buildBodySchema } from '@/lib/resource/form-schema'
import { DOP_AMOUNT_MAX, DOP_PAYMENT_ROLES } from '@/lib/constants/dop-payments'
import { formatRuDate } from '@/lib/dates'
import { dopPaymentTexts } from '@/texts/ru/dop-payments'

const e = dopPaymentTexts.errors
type Row = NonNullable<ReturnType<typeof db.dopPayment.findFirst>>
const schema = buildBodySchema(dopPaymentResource.columns)
const plain = (r: Row): DopPayment => ({ ...r })

/** The reads come from the kit; the writes are this file's own, as each one is logged with its author. */
const payments = mockResource(
  { ...dopPaymentResource, endpoints: { list: dopPaymentResource.endpoints.list } },
  { model: 'dopPayment' },
)
const log = mockResource(dopLogResource, {
  model: 'dopPaymentLog',
  toRow: (row) => ({ ...row, action: dopPaymentTexts.actions[String(row.action)] ?? String(row.action) }),
})

function writeLog(user: DemoUser, action: string, row: Row) {
  createRecord('dopPaymentLog', {
    id: nextId('dopPaymentLog', 'id'),
    at: new Date().toISOString(),
    who: fullName(user),
    action,
    paymentID: row.id,
    details: `${row.person}: ${row.amount.toLocaleString('ru-RU')} ₽, ${formatRuDate(row.periodFrom)} — ${formatRuDate(row.periodTo)}`,
  })
}

async function validBody(request: Request) {
  const body = await jsonBody<Record<string, unknown>>(request)
  if (!body || typeof body !== 'object') throw badRequest(e.badBody)
  const amount = Number(body.amount)
  if (!(Number.isInteger(amount) && amount >= 1 && amount <= DOP_AMOUNT_MAX)) throw badRequest(e.amountRange)
  const parsed = v.safeParse(schema, body)
  if (!parsed.success) throw badRequest(parsed.issues[0].message)
  const out = parsed.output as Record<string, unknown>
  const fields = {
    person: String(out.person),
    department: String(out.department),
    reason: String(out.reason),
    amount,
    periodFrom: String(out.periodFrom).slice(0, 10),
    periodTo: String(out.periodTo).slice(0, 10),
    approved: Boolean(out.approved),
  }
  if (fields.periodTo < fields.periodFrom) throw badRequest(e.periodOrder)
  return fields
}

const route = `*/api${dopPaymentResource.endpoints.list}`
const find = (id: number) => db.dopPayment.findFirst({ where: { id: { equals: id } } })

export const dopPaymentHandlers: HttpHandler[] = [
  ...payments.handlers,
  ...log.handlers,
  http.post(route, async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...DOP_PAYMENT_ROLES)
    const fields = await validBody(request)
    const row = createRecord('dopPayment', { id: nextId('dopPayment', 'id'), ...fields })
    writeLog(user, 'created', row)
    if (row.approved) writeLog(user, 'approved', row)
    return ok(plain(row))
  }),
  http.put(`${route}/:key`, async ({ request, params }) => {
    const user = requireUser(request)
    requireRole(user, ...DOP_PAYMENT_ROLES)
    const existing = find(Number(params.key))
    if (!existing) return notFound(e.notFound)
    if (existing.approved) return badRequest(e.approvedLocked)
    const fields = await validBody(request)
    const row = updateRecord('dopPayment', 'id', existing.id, fields) as Row
    writeLog(user, row.approved ? 'approved' : 'updated', row)
    return ok(plain(row))
  }),
  http.delete(`${route}/:key`, ({ request, params }) => {
    const user = requireUser(request)
    requireRole(user, ...DOP_PAYMENT_ROLES)
    const existing = find(Number(params.key))
    if (!existing) return notFound(e.notFound)
    if (existing.approved) return badRequest(e.approvedLocked)
    deleteRecord('dopPayment', 'id', existing.id)
    writeLog(user, 'removed', existing)
    return ok(true)
  }),
]
