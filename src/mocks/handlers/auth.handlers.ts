import { http, HttpResponse } from 'msw'
import { db } from '../db'
import { issueToken, requireUser, rolesOf, type DemoUser } from '../lib/auth'
import { badRequest, jsonBody, notFound, ok, queryOf } from '../lib/respond'

export function sessionUserOf(user: DemoUser) {
  const roles = rolesOf(user)
  const currentRole = roles.find((r) => r.id === user.currentRoleID) ?? roles[0] ?? null
  return {
    userID: user.userID,
    login: user.login,
    shortFIO: user.shortFIO,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    middle_name: user.middle_name,
    roles,
    currentRole,
    anotherID: user.anotherID || null,
    group: user.groupID ? ([user.groupName, user.groupID] as [string, number]) : null,
    photo: user.photo,
  }
}

export const authHandlers = [
  http.get('*/api/auth/settings', ({ request }) => {
    const origin = new URL(request.url).origin
    const base = `${origin}/WebApp`
    return HttpResponse.json({
      hint: 'Для входа используйте логин и пароль от корпоративной учётной записи университета.',
      domainAuthStudent: 'stud.univ.example',
      allowRegisterStudents: true,
      vkClientID: 'demo-vk-client',
      vkRedirectUri: `${base}/Auth/OAuthCallback/vk`,
      googleClientID: 'demo-google-client',
      googleRedirectUri: `${base}/Auth/OAuthCallback/google`,
      vkAuthorizeUrl: `${base}/demo/oauth/vk`,
      googleAuthorizeUrl: `${base}/demo/oauth/google`,
    })
  }),

  http.post('*/api/tokenauth', async ({ request }) => {
    const body = await jsonBody<{ userName?: unknown; password?: unknown }>(request)
    if (typeof body.userName !== 'string' || typeof body.password !== 'string')
      throw badRequest('Укажите логин и пароль')
    const login = body.userName.trim().toLowerCase()
    const user = db.user.findFirst({ where: { login: { equals: login } } })
    if (!user || user.password !== body.password)
      return HttpResponse.json({ state: -1, msg: 'Неверный логин или пароль', data: null })
    return HttpResponse.json({ state: 1, msg: null, data: { accessToken: issueToken(user.userID) } })
  }),

  http.get('*/api/tokenauth', ({ request }) => {
    const user = requireUser(request)
    return HttpResponse.json({ state: 1, data: { user: sessionUserOf(user) } })
  }),

  http.get('*/api/auth/oauth/app', ({ request }) => {
    const appID = queryOf(request).get('appID') ?? ''
    const app = db.clientApp.findFirst({ where: { appID: { equals: appID } } })
    if (!app) return notFound('Приложение не найдено')
    return HttpResponse.json({ name: app.name, iconUrl: app.iconUrl })
  }),

  /** Code → token exchange of the demo OAuth provider (code = 'demo:' + linkID). */
  http.post('*/api/auth/oauth/token', async ({ request }) => {
    const body = await jsonBody<{ service?: string; code?: string }>(request)
    if (!body.service || !body.code) throw badRequest('Нет кода авторизации')
    if (!body.code.startsWith('demo:')) return HttpResponse.json({ state: -1, msg: 'invalidCode', data: null })
    const link = db.oauthLink.findFirst({ where: { linkID: { equals: body.code.slice(5) } } })
    if (!link || link.service !== body.service) return HttpResponse.json({ state: -1, msg: 'userNotFound', data: null })
    return HttpResponse.json({ state: 1, msg: null, data: { accessToken: issueToken(link.userID) } })
  }),

  /** Demo-only: the accounts the mock provider offers on its consent page. */
  http.get('*/api/demo/oauth/accounts', ({ request }) => {
    const service = queryOf(request).get('service') ?? ''
    const links = db.oauthLink.findMany({ where: { service: { equals: service } } })
    return ok([
      ...links.map((l) => ({ code: `demo:${l.linkID}`, name: l.externalName })),
      { code: `demo:${service}:unlinked`, name: null },
    ])
  }),

  /** Demo-only: every demo user, for the login screen's chips and role list. */
  http.get('*/api/demo/users', () => {
    const users = db.user.getAll().filter((u) => u.userID < 1000)
    return ok(
      users.map((u) => ({
        login: u.login,
        shortFIO: u.shortFIO,
        chip: u.demoChip,
        note: u.demoNote,
        roles: rolesOf(u).map((r) => r.name),
      })),
    )
  }),
]
