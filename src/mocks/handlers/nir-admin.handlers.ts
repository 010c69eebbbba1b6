import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { badRequest, jsonBody, notFound, ok } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import { adminEditSchema, recountBodySchema, type AdminWork } from '@/api/nir-admin'
import { tallyRecount, workPoints } from '@/api/nir-points'
import { NIR_ADMIN_ROLE } from '@/lib/constants/nir'
import { nirAdminTexts as t } from '@/texts/ru/nir-admin'
import { fioOf, findWork, listRow, lookupRow, parseJson, type Work } from './nir-common'
import { nirAuthorWorksHandlers } from './nir-author-works.handlers'
import { iprTestHandlers } from './ipr-test.handlers'
import { parsed } from './nir-admin-common'

const liveWorks = () => db.nirWork.getAll().filter((w) => !w.isDelete)
const fieldsOf = (w: Work) => parseJson<Record<string, unknown>>(w.fields, {})
const pointsOf = (workID: number) => db.nirPoints.findFirst({ where: { workID: { equals: workID } } })?.ball ?? null

function adminRow(work: Work): AdminWork {
  const { workID, typeID, typeName, name, year, status, statusName, authors } = listRow(work)
  return { workID, typeID, typeName, name, year, status, statusName, authors, points: pointsOf(work.workID) }
}

/** Recounts the points of the works of a year (or all) and persists them and the log line. */
function recount(year: number | null, fio: string) {
  const rules = db.refBall.getAll()
  const date = new Date().toISOString()
  const pairs = liveWorks()
    .filter((w) => year === null || fieldsOf(w).year === year)
    .map((w) => {
      const before = pointsOf(w.workID)
      const after = workPoints(rules, { ...w, fields: fieldsOf(w) })
      if (before === null) createRecord('nirPoints', { workID: w.workID, ball: after, date })
      else updateRecord('nirPoints', 'workID', w.workID, { ball: after, date })
      return { before, after }
    })
  const tally = tallyRecount(pairs)
  const id = nextId('nirRecount', 'id')
  createRecord('nirRecount', { id, date, fio, year: year ?? 0, ...tally })
  return { id, date, fio, year, ...tally }
}

/**
 * The research admin's calls: every work and its edit (spec 2 §7 «GET /api/Publication/Admin/ListWorksAdmin
 * -> data; POST same path with workID, work»), the points recount, the reassignment of free-text authors
 * and the library access check. Only 'Администратор-НИР' (spec 1 §6 research admin) acts here.
 */
export const nirAdminHandlers: HttpHandler[] = [
  http.get('*/api/Publication/Admin/ListWorksAdmin', ({ request }) => {
    requireRole(requireUser(request), NIR_ADMIN_ROLE)
    return ok({
      listWorks: liveWorks()
        .sort((a, b) => b.workID - a.workID)
        .map(adminRow),
      statuses: db.refStatus
        .findMany({ where: { typeID: { equals: 0 } } })
        .sort((a, b) => a.id - b.id)
        .map((s) => ({ id: s.id, name: s.name })),
    })
  }),

  http.post('*/api/Publication/Admin/ListWorksAdmin', async ({ request }) => {
    requireRole(requireUser(request), NIR_ADMIN_ROLE)
    const { workID, work: edit } = parsed(adminEditSchema, await jsonBody(request))
    const work = findWork(workID)
    if (!work) return notFound('Работа не найдена')
    if (!db.refStatus.findFirst({ where: { id: { equals: edit.status }, typeID: { equals: 0 } } }))
      return badRequest(t.statusUnknown)
    const fields = { ...fieldsOf(work), year: edit.year }
    const updated = updateRecord('nirWork', 'workID', workID, {
      name: edit.name.trim(),
      status: edit.status,
      fields: JSON.stringify(fields),
    })
    if (!updated) return notFound('Работа не найдена')
    updateRecord('workLookup', 'workID', workID, lookupRow(updated))
    return ok(adminRow(updated))
  }),

  http.get('*/api/Publication/Admin/recountPoints', ({ request }) => {
    requireRole(requireUser(request), NIR_ADMIN_ROLE)
    const years = [...new Set(liveWorks().map((w) => fieldsOf(w).year))]
      .filter((y): y is number => typeof y === 'number')
      .sort((a, b) => b - a)
    const log = db.nirRecount
      .getAll()
      .sort((a, b) => b.id - a.id)
      .map((r) => ({ ...r, year: r.year || null }))
    return ok({ years, log })
  }),

  http.post('*/api/Publication/Admin/recountPoints', async ({ request }) => {
    const user = requireUser(request)
    requireRole(user, NIR_ADMIN_ROLE)
    const { year } = parsed(recountBodySchema, await jsonBody(request))
    return ok(recount(year, fioOf(user)))
  }),

  ...nirAuthorWorksHandlers,
  ...iprTestHandlers,
]
