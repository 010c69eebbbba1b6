import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser, type DemoUser } from '../lib/auth'
import { badRequest, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import { confirmBodySchema, type ConfirmBody } from '@/api/nir'
import {
  NIR_ACT,
  NIR_ADMIN_ROLE,
  NIR_AUTHOR_SLUG,
  NIR_CABINETS,
  NIR_CITATION_SLUG,
  NIR_STATUS,
  NIR_STEPS,
  NIR_TYPE_CABINETS,
} from '@/lib/constants/nir'
import { fioOf, today, coAuthorsOf, stepsOf, inQueue, inTypeQueue, findWork, listRow, type Work } from './nir-common'

const byID = (a: Work, b: Work) => a.workID - b.workID
const liveWorks = () => db.nirWork.getAll().filter((w) => !w.isDelete)

/** A type cabinet's queue (spec 1 §6 cabinets other than verification); 403 without its role or the admin's. */
function typeCabinetList(user: DemoUser, slug: string) {
  const cabinet = NIR_TYPE_CABINETS.find((c) => c.slug === slug)
  if (!cabinet) return null
  requireRole(user, cabinet.role, NIR_ADMIN_ROLE)
  return ok({
    listWorks: liveWorks()
      .filter((w) => inTypeQueue(w, cabinet))
      .sort(byID)
      .map(listRow),
  })
}

function remark(work: Work, user: DemoUser, step: string, text: string) {
  createRecord('nirRemark', {
    id: nextId('nirRemark', 'id'),
    workID: work.workID,
    date: today(),
    fio: fioOf(user),
    step,
    text,
  })
}

/** A type cabinet confirms a work's act (statusAct 1) or returns the work to its author with a remark. */
function typeCabinetDecide(user: DemoUser, body: Required<ConfirmBody>) {
  const cabinet = NIR_TYPE_CABINETS.find((c) => c.slug === body.role)
  if (!cabinet) return null
  requireRole(user, cabinet.role, NIR_ADMIN_ROLE)
  const work = findWork(body.workID)
  if (!work) return notFound('Работа не найдена')
  if (!inTypeQueue(work, cabinet)) return badRequest('Работа не ожидает проверки этого кабинета')
  const data = body.confirm
    ? { statusAct: NIR_ACT.confirmed }
    : { statusAct: NIR_ACT.none, status: NIR_STATUS.returned }
  updateRecord('nirWork', 'workID', work.workID, data)
  if (!body.confirm) {
    updateRecord('workLookup', 'workID', work.workID, { status: NIR_STATUS.returned })
    remark(work, user, cabinet.slug, body.remark)
  }
  return ok(true)
}

/** The author's list, the verification cabinets and the other science cabinets: ListWorks and publicationConfirm (spec 2 §7). */
export const nirCabinetHandlers: HttpHandler[] = [
  http.get('*/api/Publication/Get/ListWorks', ({ request }) => {
    const user = requireUser(request)
    const role = queryOf(request).get('role') || NIR_AUTHOR_SLUG
    const works = liveWorks()
    if (role === NIR_AUTHOR_SLUG) {
      const own = works.filter((w) => w.idUser === user.userID || coAuthorsOf(w).some((a) => a.id === user.userID))
      return ok({ listWorks: own.sort((a, b) => b.workID - a.workID).map(listRow) })
    }
    const typed = typeCabinetList(user, role)
    if (typed) return typed
    const cabinet = NIR_CABINETS.find((c) => c.slug === role)
    if (!cabinet) return badRequest('Такого кабинета нет')
    requireRole(user, cabinet.role)
    return ok({
      listWorks: works
        .filter((w) => inQueue(w, cabinet.step))
        .sort(byID)
        .map(listRow),
    })
  }),

  /** The citation cabinet's own list (spec 2 §7; the path begins with a Cyrillic «С» as the spec has it). */
  http.get(`*${encodeURI('/api/Publication/СitationKab/Get/ListWorks')}`, ({ request }) => {
    const user = requireUser(request)
    return typeCabinetList(user, NIR_CITATION_SLUG)!
  }),

  http.post('*/api/Publication/set/publicationConfirm', async ({ request }) => {
    const user = requireUser(request)
    const parsed = v.safeParse(confirmBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const body = parsed.output
    const typed = typeCabinetDecide(user, body)
    if (typed) return typed
    const cabinet = NIR_CABINETS.find((c) => c.slug === body.role)
    if (!cabinet) return badRequest('Такого кабинета нет')
    requireRole(user, cabinet.role)
    const work = findWork(body.workID)
    if (!work) return notFound('Работа не найдена')
    if (!inQueue(work, cabinet.step)) return badRequest('Работа не ожидает проверки этого кабинета')
    const steps = stepsOf(work)
    steps[cabinet.step] = { state: body.confirm ? 'confirmed' : 'returned', fio: fioOf(user) }
    const accepted = NIR_STEPS.every((s) => steps[s].state === 'confirmed')
    const status = body.confirm ? (accepted ? NIR_STATUS.accepted : NIR_STATUS.checking) : NIR_STATUS.returned
    const updated = updateRecord('nirWork', 'workID', work.workID, { steps: JSON.stringify(steps), status })
    if (updated) updateRecord('workLookup', 'workID', work.workID, { status })
    if (!body.confirm) remark(work, user, cabinet.step, body.remark)
    return ok(true)
  }),
]
