import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireUser, rolesOf } from '../lib/auth'
import { badRequest, notFound, ok, queryOf, failure } from '../lib/respond'
import { SCHOOL_X_PREFIX } from '@/lib/roles'

/** The demo's library parameters (spec 1 §3 "Library parameters"); the same for every user but the group. */
export const DEMO_LIBRARY_PARAMS = {
  uraiT_PID: '4821',
  uraiT_Token: 'urait-demo-token-7f3a',
  iprBooks_Domain: 'www.iprbookshop.ru',
  iprBooks_SECRET_KEY: 'ipr-demo-secret',
  znanium_Domain: 'znanium.ru',
  znanium_SECRET_KEY: 'znanium-demo-secret',
  biblioclub_Domain: 'biblioclub.ru',
  biblioclub_SECRET_KEY: 'biblioclub-demo-secret',
  fbLibHash: 'fb-demo-hash',
  fbLibLink: 'https://ntb.donstu.ru/fb',
  rpdAuthHash: 'rpd-demo-hash',
  rpdLink: 'https://rpd.donstu.ru/login',
  lanLink: 'https://e.lanbook.com',
  itrackLink: 'https://itrack.donstu.ru/auth',
  itrackHash: 'itrack-demo-hash',
}

/** Handlers of the shell area: work type lookup, library parameters, school-X periods. */
export const shellHandlers: HttpHandler[] = [
  http.get('*/api/helpers/workTypeID', ({ request }) => {
    requireUser(request)
    const raw = queryOf(request).get('workID') ?? ''
    if (!/^\d+$/.test(raw)) return badRequest('Параметр workID должен быть числом')
    const work = db.workLookup.findFirst({ where: { workID: { equals: Number(raw) } } })
    if (!work) return notFound('Работа не найдена')
    return ok({
      category: work.category,
      workName: work.workName,
      typeID: work.typeID,
      workID: work.workID,
      status: work.status || null,
    })
  }),

  http.get('*/api/IPR/params', ({ request }) => {
    const user = requireUser(request)
    return ok({ ...DEMO_LIBRARY_PARAMS, groupName: user.groupName || null })
  }),

  http.get('*/api/SchoolX/Admin/Periods', ({ request }) => {
    const user = requireUser(request)
    if (!rolesOf(user).some((r) => r.name.startsWith(SCHOOL_X_PREFIX))) return failure(403, 'Доступ запрещён')
    const now = queryOf(request).get('now') ?? ''
    if (!/^\d{4}-\d{2}-\d{2}$/.test(now)) return badRequest('Параметр now должен быть датой yyyy-mm-dd')
    const open = db.schoolXPeriod.getAll().filter((p) => p.dateStart <= now && now <= p.dateEnd)
    return ok(
      open.map(({ periodID, typeID, name, dateStart, dateEnd }) => ({ periodID, typeID, name, dateStart, dateEnd })),
    )
  }),
]
