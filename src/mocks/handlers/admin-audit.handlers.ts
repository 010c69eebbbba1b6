import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { PORTAL_ADMINS } from '@/api/admin-resources'
import { auditFilterSchema, type AuditRow } from '@/api/admin'
import { adminTexts as t } from '@/texts/ru/admin'
import { db } from '../db'
import { achieveModels, portfolioModels } from '../db/achieve.models'
import { adminModels } from '../db/admin.models'
import { boardsModels } from '../db/boards.models'
import { chatModels } from '../db/chat.models'
import { coreModels } from '../db/core.models'
import { giaModels } from '../db/gia.models'
import { mailModels } from '../db/mail.models'
import { nirModels } from '../db/nir.models'
import { referenceModels } from '../db/reference.models'
import { reviewModels } from '../db/review.models'
import { schoolxModels } from '../db/schoolx.models'
import { settingsModels } from '../db/settings.models'
import { shellModels } from '../db/shell.models'
import { auditTrail, moscowStamp } from '../lib/audit'
import { requireRole, requireUser } from '../lib/auth'
import type { JournalEntry } from '../lib/persistence'
import { badRequest, ok, queryOf } from '../lib/respond'
import { fullName } from '../lib/names'

/** Which area a model belongs to: the file of models it is declared in. */
const AREA_MODELS: Record<string, object> = {
  core: coreModels,
  shell: shellModels,
  chat: chatModels,
  mail: mailModels,
  reference: referenceModels,
  review: reviewModels,
  gia: giaModels,
  settings: settingsModels,
  nir: nirModels,
  admin: adminModels,
  achieve: achieveModels,
  portfolio: portfolioModels,
  schoolx: schoolxModels,
  boards: boardsModels,
}
const AREA_OF = new Map(
  Object.entries(AREA_MODELS).flatMap(([area, models]) => Object.keys(models).map((m) => [m, area] as const)),
)
export const areaOfModel = (model: string): string => AREA_OF.get(model) ?? 'other'

function fio(userID: number): string {
  const u = db.user.findFirst({ where: { userID: { equals: userID } } })
  return u ? fullName(u) : `№ ${userID}`
}

/** One line of what a write changed: the operation, the record and its fields. */
export function summaryOf(entry: JournalEntry): string {
  const op = t.auditOps[entry.op] ?? entry.op
  if (entry.op === 'create') {
    const first = Object.values(entry.data)[0]
    const key = typeof first === 'number' || typeof first === 'string' ? String(first) : ''
    return t.auditSummary(op, entry.model, key, Object.keys(entry.data).slice(1, 6))
  }
  if (entry.op === 'update') return t.auditSummary(op, entry.model, String(entry.key), Object.keys(entry.data))
  return t.auditSummary(op, entry.model, String(entry.key), [])
}

/** The trail as rows, newest first (entries without a time keep their journal order, after the dated ones). */
export function auditRows(): (AuditRow & { at: string; areaID: string })[] {
  const rows = auditTrail().map((entry, index) => ({
    id: index + 1,
    at: entry.at ?? '',
    when: entry.at ? moscowStamp(entry.at) : t.auditUnknown,
    userID: entry.userID ?? 0,
    fio: entry.userID ? fio(entry.userID) : entry.at ? t.auditSystem : t.auditUnknown,
    method: entry.method || t.auditUnknown,
    path: entry.path || t.auditUnknown,
    area: t.auditAreas[areaOfModel(entry.model)] ?? areaOfModel(entry.model),
    areaID: areaOfModel(entry.model),
    resource: entry.model,
    summary: summaryOf(entry),
  }))
  rows.sort((a, b) => (a.at && b.at ? b.at.localeCompare(a.at) || b.id - a.id : a.at ? -1 : b.at ? 1 : b.id - a.id))
  return rows
}

const adminOnly = (request: Request) => requireRole(requireUser(request), ...PORTAL_ADMINS)

export const auditHandlers: HttpHandler[] = [
  http.get('*/api/Admin/Audit/Users', ({ request }) => {
    adminOnly(request)
    const ids = new Set(auditRows().map((r) => r.userID))
    ids.delete(0)
    return ok([...ids].map((id) => ({ id, name: fio(id) })).sort((a, b) => a.name.localeCompare(b.name, 'ru')))
  }),
  http.get('*/api/Admin/Audit/Areas', ({ request }) => {
    adminOnly(request)
    const ids = new Set(auditRows().map((r) => r.areaID))
    return ok(
      [...ids].map((id) => ({ id, name: t.auditAreas[id] ?? id })).sort((a, b) => a.name.localeCompare(b.name, 'ru')),
    )
  }),
  http.get('*/api/Admin/Audit', ({ request }) => {
    adminOnly(request)
    const q = queryOf(request)
    const parsed = v.safeParse(auditFilterSchema, {
      userID: q.get('userID') ? Number(q.get('userID')) : null,
      area: q.get('area') || null,
      from: q.get('from') || null,
      to: q.get('to') || null,
    })
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const { userID, area, from, to } = parsed.output
    const rows = auditRows().filter(
      (r) =>
        (!userID || r.userID === userID) &&
        (!area || r.areaID === area) &&
        (!from || (r.at !== '' && r.when.slice(0, 10) >= from)) &&
        (!to || (r.at !== '' && r.when.slice(0, 10) <= to)),
    )
    return ok(rows.map(({ at: _at, areaID: _areaID, ...row }) => row))
  }),
]
