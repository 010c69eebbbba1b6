import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser, userHasRole } from '../lib/auth'
import { ok } from '../lib/respond'
import { SKIF_AUTHOR_ROLE, SKIF_OFFICE_ROLES, SKIF_TYPE_IDS } from '@/lib/constants/nir-skif'
import { coAuthorsOf, listRow } from './nir-common'

/**
 * SKIF works: the list of the signed-in author's works of the SKIF types (own or co-authored); the SKIF
 * cabinet and the research admin see every one. 401 without a token, 403 for users who are neither.
 * The works themselves are read and written through the work editor's calls (spec 2 §7).
 */
export const nirSkifHandlers: HttpHandler[] = [
  http.get('*/api/Skif/Get/ListWorks', ({ request }) => {
    const user = requireUser(request)
    requireRole(user, SKIF_AUTHOR_ROLE, ...SKIF_OFFICE_ROLES)
    const office = userHasRole(user, ...SKIF_OFFICE_ROLES)
    const works = db.nirWork
      .getAll()
      .filter((w) => !w.isDelete && SKIF_TYPE_IDS.includes(w.typeID))
      .filter((w) => office || w.idUser === user.userID || coAuthorsOf(w).some((a) => a.id === user.userID))
      .sort((a, b) => b.workID - a.workID)
    return ok({ listWorks: works.map(listRow) })
  }),
]
