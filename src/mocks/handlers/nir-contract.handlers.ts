import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser, userHasRole, type DemoUser } from '../lib/auth'
import { badRequest, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import { contractBodySchema, leaderShare, type ContractWork } from '@/api/nir-contract'
import { contractTexts as t } from '@/texts/ru/nir-contract'
import {
  CONTRACT_AUTHOR_ROLE,
  CONTRACT_CATEGORY,
  CONTRACT_OFFICE_ROLES,
  CONTRACT_TYPE_ID,
  CONTRACT_WORK_NAME,
} from '@/lib/constants/nir-contract'
import { fioOf, int, parseJson, today } from './nir-common'

type Row = NonNullable<ReturnType<typeof db.contractWork.findFirst>>
type StoredExecutor = { userID: number; share: number }

const isOffice = (user: DemoUser) => userHasRole(user, ...CONTRACT_OFFICE_ROLES)
const find = (workID: number | null) =>
  workID === null ? null : db.contractWork.findFirst({ where: { workID: { equals: workID } } })
const person = (userID: number) => db.user.findFirst({ where: { userID: { equals: userID } } })

function answer(row: Row, user: DemoUser): ContractWork {
  const owner = person(row.idUser)
  const stored = parseJson<StoredExecutor[]>(row.executors, [])
  const executors = stored.map((e) => {
    const u = person(e.userID)
    return { userID: e.userID, fio: u ? fioOf(u) : '', structure: u?.department ?? '', share: e.share }
  })
  return {
    workID: row.workID,
    idUser: row.idUser,
    leader: owner ? fioOf(owner) : '',
    department: owner?.department ?? '',
    title: row.title,
    customer: row.customer,
    contractNumber: row.contractNumber,
    amount: row.amount,
    dateStart: row.dateStart,
    dateEnd: row.dateEnd,
    stage: row.stage,
    executors,
    leaderShare: leaderShare(stored),
    dateInsert: row.dateInsert,
    allowEdit: row.idUser === user.userID || isOffice(user),
  }
}

/** A work the user leads, executes, or (the contract cabinet, the research admin) any. */
const canSee = (row: Row, user: DemoUser) =>
  isOffice(user) ||
  row.idUser === user.userID ||
  parseJson<StoredExecutor[]>(row.executors, []).some((e) => e.userID === user.userID)

/** The works registry keeps every contract work so /openWork/{workID} opens its show page. */
const lookup = (row: Row) => ({
  category: CONTRACT_CATEGORY,
  workName: CONTRACT_WORK_NAME,
  typeID: CONTRACT_TYPE_ID,
  status: row.stage,
  title: row.title,
  userID: row.idUser,
})

/**
 * Contract works: a teacher enters the works they lead (with co-executors and their shares), sees those
 * they lead or execute; the contract cabinet and the research admin see and change every one. 401 without
 * a token, 403 for others' works, 400 in Russian (the form's own schema, plus the executors must exist).
 */
export const nirContractHandlers: HttpHandler[] = [
  http.get('*/api/ContractWork/Get/ListWorks', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, CONTRACT_AUTHOR_ROLE, ...CONTRACT_OFFICE_ROLES)
    const rows = db.contractWork.getAll().filter((r) => canSee(r, user))
    return ok(rows.sort((a, b) => b.dateStart.localeCompare(a.dateStart)).map((r) => answer(r, user)))
  }),

  http.get('*/api/ContractWork/Get/Work', ({ request }) => {
    const user = requireUser(request)
    const workID = int(queryOf(request).get('workID'))
    if (workID === null) return badRequest('Параметр workID должен быть числом')
    const row = find(workID)
    if (!row) return notFound('Работа не найдена')
    if (!canSee(row, user)) return forbidden('Нет доступа к этой работе')
    return ok(answer(row, user))
  }),

  http.get('*/api/ContractWork/Get/Executors', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, CONTRACT_AUTHOR_ROLE, ...CONTRACT_OFFICE_ROLES)
    const teachers = db.user.getAll().filter((u) => u.kind === 'teacher')
    return ok(
      teachers
        .map((u) => ({ userID: u.userID, fio: fioOf(u), structure: u.department }))
        .sort((a, b) => a.fio.localeCompare(b.fio, 'ru')),
    )
  }),

  http.post('*/api/ContractWork/Set/Work', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, CONTRACT_AUTHOR_ROLE, ...CONTRACT_OFFICE_ROLES)
    const parsed = v.safeParse(contractBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const { workID, executors, ...fields } = parsed.output
    const existing = find(workID)
    if (workID !== null && !existing) return notFound('Работа не найдена')
    if (existing && existing.idUser !== user.userID && !isOffice(user))
      return forbidden('Изменять работу может только её руководитель или кабинет подрядных работ')
    const leaderID = existing?.idUser ?? user.userID
    if (executors.some((e) => e.userID === leaderID)) return badRequest(t.leaderAsExecutor)
    if (executors.some((e) => person(e.userID)?.kind !== 'teacher'))
      return badRequest('Исполнителем может быть только сотрудник университета')
    const data = { ...fields, executors: JSON.stringify(executors) }
    let row: Row | null
    if (existing) {
      row = updateRecord('contractWork', 'workID', existing.workID, data)
      if (row) updateRecord('workLookup', 'workID', row.workID, lookup(row))
    } else {
      const id = Math.max(
        nextId('contractWork', 'workID'),
        nextId('workLookup', 'workID'),
        nextId('nirWork', 'workID'),
        nextId('finClaim', 'workID'),
      )
      row = createRecord('contractWork', { workID: id, idUser: user.userID, dateInsert: today(), ...data })
      createRecord('workLookup', { workID: id, ...lookup(row) })
    }
    return row ? ok(answer(row, user)) : notFound('Работа не найдена')
  }),
]
