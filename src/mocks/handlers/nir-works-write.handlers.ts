import { http, type HttpHandler } from 'msw'
import { requireUser, userHasRole } from '../lib/auth'
import { badRequest, forbidden, jsonBody, notFound, ok } from '../lib/respond'
import { createRecord, deleteRecord, nextId, updateRecord } from '../lib/store'
import { makeSteps } from '../seed/nir.seed'
import { NIR_ADMIN_ROLE, NIR_STATUS } from '@/lib/constants/nir'
import { TEACHER, today, isAdmin, canEdit, findWork, validatedPush, lookupRow, fioOf, canRecommend } from './nir-common'

/** Writing works: push, repush and delete (spec 2 §7), journaled; the author edits their own, the admin any. */
export const nirWorkWriteHandlers: HttpHandler[] = [
  http.post('*/api/Publication/pushPublication', async ({ request }) => {
    const user = requireUser(request)
    if (!userHasRole(user, TEACHER, NIR_ADMIN_ROLE))
      return forbidden('Добавлять работы могут преподаватели и сотрудники')
    const { head, view, coAuthors, name, fields } = validatedPush(await jsonBody(request))
    if (coAuthors.some((a) => a.kind === 'prepod' && a.id === user.userID))
      return badRequest('Основной автор не может быть соавтором')
    const workID = Math.max(nextId('nirWork', 'workID'), nextId('workLookup', 'workID'))
    const work = createRecord('nirWork', {
      workID,
      typeID: head.typeID,
      underTypeID: view.podTip ?? 0,
      status: NIR_STATUS.checking,
      statusAct: 0,
      idUser: user.userID,
      name,
      fields: JSON.stringify(fields),
      coAuthors: JSON.stringify(coAuthors),
      steps: JSON.stringify(makeSteps('waiting')),
      dateInsert: today(),
      isDelete: false,
    })
    createRecord('workLookup', { workID, ...lookupRow(work) })
    return ok({ workID })
  }),

  http.post('*/api/Publication/repushPublication', async ({ request }) => {
    const user = requireUser(request)
    const body = await jsonBody(request)
    const work = findWork(body.workID)
    if (!work) return notFound('Работа не найдена')
    if (!canEdit(user, work)) return forbidden('Изменять работу может её автор, пока она не принята')
    const { head, view, coAuthors, name, fields } = validatedPush(body)
    if (coAuthors.some((a) => a.kind === 'prepod' && a.id === work.idUser))
      return badRequest('Основной автор не может быть соавтором')
    const status = isAdmin(user) && work.idUser !== user.userID ? work.status : NIR_STATUS.checking
    const data = {
      typeID: head.typeID,
      underTypeID: view.podTip ?? 0,
      name,
      fields: JSON.stringify(fields),
      coAuthors: JSON.stringify(coAuthors),
      status,
      steps: status === work.status ? work.steps : JSON.stringify(makeSteps('waiting')),
    }
    const updated = updateRecord('nirWork', 'workID', work.workID, data)
    if (updated) updateRecord('workLookup', 'workID', work.workID, lookupRow(updated))
    return ok({ workID: work.workID })
  }),

  http.post('*/api/Publication/Set/deletePublication', async ({ request }) => {
    const user = requireUser(request)
    const body = await jsonBody(request)
    const work = findWork(body.workID)
    if (!work) return notFound('Работа не найдена')
    if (!canEdit(user, work)) return forbidden('Удалить работу может её автор, пока она не принята')
    updateRecord('nirWork', 'workID', work.workID, { isDelete: true })
    deleteRecord('workLookup', 'workID', work.workID)
    return ok(true)
  }),

  /** Spec 2 §7: POST /Set/recomendToPub {workID, branchID} — an expert or the research admin, an accepted work, once. */
  http.post('*/api/Publication/Set/recomendToPub', async ({ request }) => {
    const user = requireUser(request)
    const body = await jsonBody(request)
    const work = findWork(body.workID)
    if (!work) return notFound('Работа не найдена')
    if (work.status !== NIR_STATUS.accepted)
      return badRequest('Рекомендовать к публикации можно только принятую работу')
    if (work.recommended) return badRequest(`Работа уже рекомендована к публикации: ${work.recommended}`)
    if (!canRecommend(user, work))
      return forbidden('Рекомендовать работу к публикации может эксперт, проверявший её, или администратор НИР')
    updateRecord('nirWork', 'workID', work.workID, { recommended: `${fioOf(user)}, ${today()}` })
    return ok(true)
  }),
]
