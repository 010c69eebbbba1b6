import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { badRequest, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import { confirmBodySchema } from '@/api/nir'
import { NIR_AUTHOR_SLUG, NIR_CABINETS, NIR_STATUS, NIR_STEPS } from '@/lib/constants/nir'
import { fioOf, today, coAuthorsOf, stepsOf, inQueue, findWork, listRow } from './nir-common'

/** The author's list and the verification cabinets: ListWorks and publicationConfirm (spec 2 §7). */
export const nirCabinetHandlers: HttpHandler[] = [
  http.get('*/api/Publication/Get/ListWorks', ({ request }) => {
    const user = requireUser(request)
    const role = queryOf(request).get('role') || NIR_AUTHOR_SLUG
    const works = db.nirWork.getAll().filter((w) => !w.isDelete)
    if (role === NIR_AUTHOR_SLUG) {
      const own = works.filter((w) => w.idUser === user.userID || coAuthorsOf(w).some((a) => a.id === user.userID))
      return ok({ listWorks: own.sort((a, b) => b.workID - a.workID).map(listRow) })
    }
    const cabinet = NIR_CABINETS.find((c) => c.slug === role)
    if (!cabinet) return badRequest('Такого кабинета нет')
    requireRole(user, cabinet.role)
    const queue = works.filter((w) => inQueue(w, cabinet.step))
    return ok({ listWorks: queue.sort((a, b) => a.workID - b.workID).map(listRow) })
  }),

  http.post('*/api/Publication/set/publicationConfirm', async ({ request }) => {
    const user = requireUser(request)
    const parsed = v.safeParse(confirmBodySchema, await jsonBody(request))
    if (!parsed.success) return badRequest(parsed.issues[0].message)
    const body = parsed.output
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
    if (!body.confirm)
      createRecord('nirRemark', {
        id: nextId('nirRemark', 'id'),
        workID: work.workID,
        date: today(),
        fio: fioOf(user),
        step: cabinet.step,
        text: body.remark,
      })
    return ok(true)
  }),
]
