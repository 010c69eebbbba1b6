import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireUser, userHasRole } from '../lib/auth'
import { badRequest, forbidden, notFound, ok, queryOf } from '../lib/respond'
import { NIR_ADMIN_ROLE, MAIN_AUTHOR_INFLUENCE_DEFAULT } from '@/lib/constants/nir'
import { TEACHER, fioOf, int, zachBookOf, birthdayOf, buildView, canSee, findWork, workAnswer } from './nir-common'

/** Reading works: the view definition, a work, the main author, the add-access check and author lookups (spec 2 §7). */
export const nirWorkReadHandlers: HttpHandler[] = [
  http.get('*/api/Publication/Get/WorkView', ({ request }) => {
    requireUser(request)
    const q = queryOf(request)
    const typeID = int(q.get('typeID'))
    if (typeID === null) return badRequest('Параметр typeID должен быть числом')
    const podTip = q.get('podTip') ? int(q.get('podTip')) : null
    const view = buildView(typeID, podTip)
    return view ? ok(view) : notFound('Такого типа работ нет')
  }),

  http.get('*/api/Publication/Get/Work', ({ request }) => {
    const user = requireUser(request)
    const raw = queryOf(request).get('workID')
    if (int(raw) === null) return badRequest('Параметр workID должен быть числом')
    const work = findWork(raw)
    if (!work) return notFound('Работа не найдена')
    if (!canSee(user, work)) return forbidden('Нет доступа к этой работе')
    return ok(workAnswer(work, user))
  }),

  http.get('*/api/Publication/Get/Authors/MainAuthorInfo', ({ request }) => {
    const user = requireUser(request)
    return ok({
      id: user.userID,
      fio: fioOf(user),
      structure: user.department,
      influence: MAIN_AUTHOR_INFLUENCE_DEFAULT,
    })
  }),

  http.get('*/api/Publication/CheckAccessToAddPublication', ({ request }) => {
    const user = requireUser(request)
    return ok(userHasRole(user, TEACHER, NIR_ADMIN_ROLE))
  }),

  http.get('*/api/Publication/Get/Find/Prepods', ({ request }) => {
    requireUser(request)
    const fio = (queryOf(request).get('fio') ?? '').trim().toLowerCase()
    if (!fio) return ok([])
    const found = db.user
      .getAll()
      .filter((u) => u.kind === 'teacher' && fioOf(u).toLowerCase().includes(fio))
      .slice(0, 20)
      .map((u) => ({ ID: u.userID, FIO: fioOf(u), FIOEng: '', structure: u.department }))
    return ok(found)
  }),

  http.get('*/api/Publication/Get/Find/Students', ({ request }) => {
    requireUser(request)
    const fio = (queryOf(request).get('fio') ?? '').trim().toLowerCase()
    if (!fio) return ok([])
    const found = db.user
      .getAll()
      .filter((u) => u.kind === 'student' && fioOf(u).toLowerCase().includes(fio))
      .slice(0, 20)
      .map((u) => ({
        ID: u.userID,
        FIO: fioOf(u),
        FIOEng: '',
        structure: u.groupName,
        zachBook: zachBookOf(u.userID),
        birthday: birthdayOf(u.userID),
      }))
    return ok(found)
  }),
]
