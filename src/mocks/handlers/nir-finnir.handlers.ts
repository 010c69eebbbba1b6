import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser, userHasRole, type DemoUser } from '../lib/auth'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import { claimBodySchema, decisionBodySchema, type Claim, type ClaimFile } from '@/api/nir-finnir'
import {
  FINNIR_CATEGORY,
  FINNIR_FILES_MAX,
  FINNIR_OFFICE_ROLES,
  FINNIR_STATUS,
  FINNIR_TYPE_ID,
  FINNIR_WORK_NAME,
} from '@/lib/constants/nir'
import { fioOf, int, parseJson, today } from './nir-common'

type Row = NonNullable<ReturnType<typeof db.finClaim.findFirst>>
type Remark = Claim['remarks'][number]
type Step = Claim['history'][number]

const FILE_NAME = /\.(pdf|docx)$/i
const FILE_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']
/** A PDF or DOCX by its name or, when a client sends none, by its type. */
const allowed = (f: File) => FILE_NAME.test(f.name) || FILE_TYPES.includes(f.type)
const isOffice = (user: DemoUser) => userHasRole(user, ...FINNIR_OFFICE_ROLES)
const find = (workID: number | null) =>
  workID === null ? null : db.finClaim.findFirst({ where: { workID: { equals: workID } } })

function answer(row: Row, user: DemoUser): Claim {
  const owner = db.user.findFirst({ where: { userID: { equals: row.idUser } } })
  return {
    workID: row.workID,
    idUser: row.idUser,
    author: owner ? fioOf(owner) : '',
    title: row.title,
    leader: row.leader,
    summary: row.summary,
    amount: row.amount,
    term: row.term,
    status: row.status,
    dateInsert: row.dateInsert,
    files: parseJson<ClaimFile[]>(row.files, []),
    remarks: parseJson<Remark[]>(row.remarks, []),
    department: owner?.department ?? '',
    history: parseJson<Step[]>(row.history, []),
    allowEdit: row.idUser === user.userID && row.status === FINNIR_STATUS.editing,
  }
}

/** The claim's status history with one more step (who changed it, today). */
const stepped = (row: Row | null, status: number, user: DemoUser) =>
  JSON.stringify([...parseJson<Step[]>(row?.history ?? '[]', []), { date: today(), status, fio: fioOf(user) }])

/** The work registry keeps every claim so /openWork/{workID} finds it (edit-claim while status is 23). */
function lookup(row: Row) {
  return {
    category: FINNIR_CATEGORY,
    workName: FINNIR_WORK_NAME,
    typeID: FINNIR_TYPE_ID,
    status: row.status,
    title: `Заявка на НИОКТР «${row.title}»`,
    userID: row.idUser,
  }
}

/**
 * Research funding claims: the author files or corrects one (multipart «claim» JSON + «cfile» files, the
 * form's own schema), sees their own; the office (claims verifier, research admin) sees those on review and
 * accepts or returns them with a remark. 401 without a token, 403 for others' claims, 400 in Russian.
 */
export const nirFinNirHandlers: HttpHandler[] = [
  http.get('*/api/FinNir/Get/Claim', ({ request }) => {
    const user = requireUser(request)
    const workID = int(queryOf(request).get('workID'))
    if (workID === null) return badRequest('Параметр workID должен быть числом')
    const row = find(workID)
    if (!row) return notFound('Заявка не найдена')
    if (row.idUser !== user.userID && !isOffice(user)) return forbidden('Нет доступа к этой заявке')
    return ok(answer(row, user))
  }),

  http.get('*/api/FinNir/Get/AuthorClaims', ({ request }) => {
    const user = requireUser(request)
    const mine = db.finClaim.findMany({ where: { idUser: { equals: user.userID } } })
    return ok(mine.sort((a, b) => b.workID - a.workID).map((r) => answer(r, user)))
  }),

  http.get('*/api/FinNir/Get/UNIClaims', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...FINNIR_OFFICE_ROLES)
    const queue = db.finClaim.findMany({ where: { status: { equals: FINNIR_STATUS.review } } })
    return ok(queue.sort((a, b) => a.workID - b.workID).map((r) => answer(r, user)))
  }),

  http.get('*/api/FinNir/Get/Register', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...FINNIR_OFFICE_ROLES)
    const accepted = db.finClaim.findMany({ where: { status: { equals: FINNIR_STATUS.accepted } } })
    return ok(accepted.sort((a, b) => a.workID - b.workID).map((r) => answer(r, user)))
  }),

  http.post('*/api/FinNir/Set/Claim', async ({ request }) => {
    const user = requireUser(request)
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return badRequest('Заявка передаётся формой: часть claim и файлы cfile')
    }
    const parsed = v.safeParse(claimBodySchema, parseJson<unknown>(String(form.get('claim') ?? ''), null))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const files = form.getAll('cfile').filter((f): f is File => typeof f !== 'string')
    const { workID, ...fields } = parsed.output
    const existing = find(workID)
    if (workID !== null && !existing) return notFound('Заявка не найдена')
    if (existing && existing.idUser !== user.userID) return forbidden('Исправлять заявку может только её автор')
    if (existing && existing.status !== FINNIR_STATUS.editing)
      return badRequest('Заявку можно исправить, только пока она на доработке')
    if (files.some((f) => !allowed(f))) return badRequest('Приложите файл PDF или DOCX')
    const kept = existing ? parseJson<ClaimFile[]>(existing.files, []) : []
    const names = new Set(files.map((f) => f.name))
    const allFiles = [...kept.filter((f) => !names.has(f.name)), ...files.map((f) => ({ name: f.name, size: f.size }))]
    if (allFiles.length > FINNIR_FILES_MAX) return badRequest(`Не больше ${FINNIR_FILES_MAX} файлов`)
    const history = stepped(existing, FINNIR_STATUS.review, user)
    const data = { ...fields, status: FINNIR_STATUS.review, files: JSON.stringify(allFiles), history }
    let row: Row | null
    if (existing) {
      row = updateRecord('finClaim', 'workID', existing.workID, data)
      if (row) updateRecord('workLookup', 'workID', row.workID, lookup(row))
    } else {
      const id = Math.max(nextId('finClaim', 'workID'), nextId('workLookup', 'workID'), nextId('nirWork', 'workID'))
      row = createRecord('finClaim', { workID: id, idUser: user.userID, dateInsert: today(), remarks: '[]', ...data })
      createRecord('workLookup', { workID: id, ...lookup(row) })
    }
    return row ? ok(answer(row, user)) : notFound('Заявка не найдена')
  }),

  http.post('*/api/FinNir/Set/Decision', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, ...FINNIR_OFFICE_ROLES)
    const parsed = v.safeParse(decisionBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const body = parsed.output
    const row = find(body.workID)
    if (!row) return notFound('Заявка не найдена')
    if (row.status !== FINNIR_STATUS.review) return badRequest('Заявка не ожидает рассмотрения')
    const remarks = parseJson<Remark[]>(row.remarks, [])
    if (!body.accept) remarks.push({ date: today(), fio: fioOf(user), text: body.remark.trim() })
    const status = body.accept ? FINNIR_STATUS.accepted : FINNIR_STATUS.editing
    const updated = updateRecord('finClaim', 'workID', row.workID, {
      status,
      remarks: JSON.stringify(remarks),
      history: stepped(row, status, user),
    })
    if (!updated) return notFound('Заявка не найдена')
    updateRecord('workLookup', 'workID', row.workID, lookup(updated))
    return ok(answer(updated, user))
  }),
]
