import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser, rolesOf } from '../lib/auth'
import { fullName } from '../lib/names'
import { notFound, ok, queryOf } from '../lib/respond'
import { ADMIN, int } from './reference-common'

/** Users and their roles for the admin's reference screens (/Admin/Users, the expert picker). */
export const referenceUserHandlers: HttpHandler[] = [
  // ── Users and roles ─────────────────────────────────────────────────────────────────────────
  http.get('*/api/Admin/UserList', ({ request }) => {
    requireRole(requireUser(request), ADMIN)
    const q = queryOf(request)
    const loadAll = q.get('loadAll') === 'true'
    const roleID = int(q.get('roleID'))
    const users = db.user
      .getAll()
      .filter(
        (u) => (loadAll || u.kind !== 'student') && (roleID === null || roleID === 0 || u.roleIDs.includes(roleID)),
      )
      .map((u) => ({
        userID: u.userID,
        login: u.login,
        fio: fullName(u),
        shortFIO: u.shortFIO,
        kind: u.kind,
        facultyID: u.facultyID,
        department: u.department,
        position: u.position,
        photo: u.photo,
        roleIDs: [...u.roleIDs],
      }))
    return ok(users)
  }),
  http.get('*/api/UserInfo/UserRoles', ({ request }) => {
    requireRole(requireUser(request), ADMIN)
    const userID = int(queryOf(request).get('userID'))
    const user = userID === null ? null : db.user.findFirst({ where: { userID: { equals: userID } } })
    if (!user) return notFound('Пользователь не найден')
    return ok(rolesOf(user))
  }),
  http.get('*/api/Admin/PrepodList', ({ request }) => {
    requireRole(requireUser(request), ADMIN)
    const fio = (queryOf(request).get('fio') ?? '').trim().toLowerCase()
    if (!fio) return ok([])
    return ok(
      db.user
        .getAll()
        .filter((u) => u.kind !== 'student' && fullName(u).toLowerCase().includes(fio))
        .slice(0, 30)
        .map((u) => ({
          userID: u.userID,
          fio: fullName(u),
          department: u.department,
        })),
    )
  }),
]
