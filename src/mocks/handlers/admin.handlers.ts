import { http, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { menuItemResource, oauthAppResource, PORTAL_ADMINS } from '@/api/admin-resources'
import {
  clientErrorReportSchema,
  feedbackAnswerSchema,
  feedbackFormSchema,
  siteSettingsSchema,
  type SiteSettings,
} from '@/api/admin'
import {
  MENU_HREF_PATTERN,
  MENU_ICON_PATTERN,
  OAUTH_APP_ID_PATTERN,
  OAUTH_ICON_PATTERN,
  OAUTH_REDIRECT_PATTERN,
} from '@/lib/constants/admin'
import { buildBodySchema } from '@/lib/resource/form-schema'
import { adminTexts as t } from '@/texts/ru/admin'
import { db } from '../db'
import { optionalUser, requireRole, requireUser } from '../lib/auth'
import { badRequest, failure, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { mockResource } from '../lib/resource-handlers'
import { createRecord, deleteRecord, nextId, updateRecord } from '../lib/store'
import { auditHandlers } from './admin-audit.handlers'
import { questionnaireHandlers } from './admin-questionnaires.handlers'
import { boardsHandlers } from './boards.handlers'
import { signaturesAndSyncHandlers } from './admin-signatures.handlers'
import { videoRoomHandlers } from './admin-video-rooms.handlers'
import { sovetHandlers } from './admin-sovet.handlers'
import { questionnaireShowHandlers } from './admin-questionnaire-show.handlers'
import { fullName } from '../lib/names'

type Rec = Record<string, unknown>
const menuItem = (id: number) => db.serverMenuItem.findFirst({ where: { menuItemID: { equals: id } } })

/** The menu editor's own rules after the kit's schema: a link address, an icon class, one level of nesting. */
function checkMenuItem(body: Rec, id: number | null): string | null {
  const href = typeof body.href === 'string' ? body.href.trim() : ''
  if (href && !MENU_HREF_PATTERN.test(href)) return t.hrefInvalid
  const icon = typeof body.linkImg === 'string' ? body.linkImg.trim() : ''
  if (icon && !MENU_ICON_PATTERN.test(icon)) return t.iconInvalid
  const parentID = Number(body.parentID) || 0
  if (parentID) {
    if (parentID === id) return t.parentSelf
    const parent = menuItem(parentID)
    if (!parent) return t.parentMissing
    if (parent.parentID) return t.parentNested
    if (id !== null && db.serverMenuItem.findMany({ where: { parentID: { equals: id } } }).length) return t.parentNested
  }
  return null
}

/** /Admin/Menu: the records the initialization info's `menu` reads (init.handlers.ts), so changes reach every user. */
export const menuItems = mockResource(menuItemResource, {
  model: 'serverMenuItem',
  check: checkMenuItem,
  fields: (body) => ({
    text: String(body.text),
    href: String(body.href),
    parentID: Number(body.parentID) || 0,
    newTab: Boolean(body.newTab),
    linkImg: typeof body.linkImg === 'string' ? body.linkImg.trim() : '',
  }),
  toRow: (row) => ({ ...row, parentID: Number(row.parentID) || null, linkImg: row.linkImg || null }),
  refuseDelete: (row) =>
    db.serverMenuItem.findMany({ where: { parentID: { equals: Number(row.menuItemID) } } }).length
      ? t.hasChildren
      : null,
})

function fioOf(userID: number): string {
  const u = db.user.findFirst({ where: { userID: { equals: userID } } })
  return u ? fullName(u) : ''
}
type FeedbackRecord = NonNullable<ReturnType<typeof db.feedbackMessage.findFirst>>
const feedbackRow = (m: FeedbackRecord) => ({
  id: m.id,
  userID: m.userID,
  fio: fioOf(m.userID),
  topic: m.topic,
  text: m.text,
  date: m.date,
  answer: m.answer || null,
  answeredBy: m.answeredBy ? fioOf(m.answeredBy) : null,
  answerDate: m.answerDate || null,
})

async function parsed<S extends v.GenericSchema>(schema: S, request: Request): Promise<v.InferOutput<S>> {
  const result = v.safeParse(schema, await jsonBody(request))
  if (!result.success) throw badRequest(result.issues[0].message)
  return result.output
}

/** Feedback: a user writes to the portal's team, reads their own messages; administrators read all and answer once. */
const feedbackHandlers: HttpHandler[] = [
  http.get('*/api/Feedback', ({ request }) => {
    const user = requireUser(request)
    const all = queryOf(request).get('all') === 'true'
    if (all) requireRole(user, ...PORTAL_ADMINS)
    const rows = db.feedbackMessage
      .getAll()
      .filter((m) => all || m.userID === user.userID)
      .sort((a, b) => b.date.localeCompare(a.date))
    return ok(rows.map(feedbackRow))
  }),
  http.post('*/api/Feedback', async ({ request }) => {
    const user = requireUser(request)
    const body = await parsed(feedbackFormSchema, request)
    const created = createRecord('feedbackMessage', {
      id: nextId('feedbackMessage', 'id'),
      userID: user.userID,
      topic: body.topic,
      text: body.text,
      date: new Date().toISOString(),
      answer: '',
      answeredBy: 0,
      answerDate: '',
    })
    return ok(feedbackRow(created))
  }),
  http.post('*/api/Feedback/:id/Answer', async ({ request, params }) => {
    const user = requireUser(request)
    requireRole(user, ...PORTAL_ADMINS)
    const id = Number(params.id)
    const message = db.feedbackMessage.findFirst({ where: { id: { equals: id } } })
    if (!message) return notFound(t.feedbackNotFound)
    if (message.answer) return failure(409, t.feedbackAlreadyAnswered)
    const body = await parsed(feedbackAnswerSchema, request)
    const saved = updateRecord('feedbackMessage', 'id', id, {
      answer: body.answer,
      answeredBy: user.userID,
      answerDate: new Date().toISOString(),
    })
    return ok(feedbackRow(saved!))
  }),
]

const appOf = (appID: string) => db.clientApp.findFirst({ where: { appID: { equals: appID } } })
const redirectsOf = (appID: string) => db.oauthRedirect.findFirst({ where: { appID: { equals: appID } } })
const appRow = (app: NonNullable<ReturnType<typeof appOf>>) => ({
  appID: app.appID,
  name: app.name,
  iconUrl: app.iconUrl,
  redirectUris: redirectsOf(app.appID)?.redirectUris ?? '',
})
const oauthBody = buildBodySchema(oauthAppResource.columns)

/** The kit's schema, then the app's own rules: id, icon address, redirect addresses (https; http only for localhost). */
async function validApp(
  request: Request,
  creating: boolean,
): Promise<{ appID: string; name: string; iconUrl: string; redirectUris: string }> {
  const raw = await jsonBody<Rec>(request)
  const result = v.safeParse(oauthBody, raw)
  if (!result.success) throw badRequest(result.issues[0].message)
  const body = result.output as Record<string, string>
  if (creating && !OAUTH_APP_ID_PATTERN.test(body.appID)) throw badRequest(t.appIDInvalid)
  if (!OAUTH_ICON_PATTERN.test(body.iconUrl)) throw badRequest(t.appIconInvalid)
  const redirects = body.redirectUris.split(/[\s,]+/).filter(Boolean)
  if (!redirects.length) throw badRequest(t.redirectsRequired)
  const wrong = redirects.find((r) => !OAUTH_REDIRECT_PATTERN.test(r))
  if (wrong) throw badRequest(t.redirectsInvalid(wrong))
  return { appID: body.appID, name: body.name, iconUrl: body.iconUrl, redirectUris: [...new Set(redirects)].join(' ') }
}

/** /Admin/OAuth: writes core's `clientApp` (what /Authorize?appID shows) and the app's redirect addresses. */
const oauthHandlers: HttpHandler[] = [
  http.get('*/api/Admin/OAuth', ({ request }) => {
    requireRole(requireUser(request), ...PORTAL_ADMINS)
    return ok(db.clientApp.getAll().map(appRow))
  }),
  http.post('*/api/Admin/OAuth', async ({ request }) => {
    requireRole(requireUser(request), ...PORTAL_ADMINS)
    const body = await validApp(request, true)
    if (appOf(body.appID)) return badRequest(t.appIDTaken)
    const app = createRecord('clientApp', { appID: body.appID, name: body.name, iconUrl: body.iconUrl })
    createRecord('oauthRedirect', { appID: body.appID, redirectUris: body.redirectUris })
    return ok(appRow(app))
  }),
  http.put('*/api/Admin/OAuth/:appID', async ({ request, params }) => {
    requireRole(requireUser(request), ...PORTAL_ADMINS)
    const appID = String(params.appID)
    if (!appOf(appID)) return notFound('Приложение не найдено')
    const body = await validApp(request, false)
    const app = updateRecord('clientApp', 'appID', appID, { name: body.name, iconUrl: body.iconUrl })
    if (redirectsOf(appID)) updateRecord('oauthRedirect', 'appID', appID, { redirectUris: body.redirectUris })
    else createRecord('oauthRedirect', { appID, redirectUris: body.redirectUris })
    return ok(appRow(app!))
  }),
  http.delete('*/api/Admin/OAuth/:appID', ({ request, params }) => {
    requireRole(requireUser(request), ...PORTAL_ADMINS)
    const appID = String(params.appID)
    if (!appOf(appID)) return notFound('Приложение не найдено')
    deleteRecord('clientApp', 'appID', appID)
    if (redirectsOf(appID)) deleteRecord('oauthRedirect', 'appID', appID)
    return ok(true)
  }),
]

const parameter = (id: string) => db.siteParameter.findFirst({ where: { id: { equals: id } } })?.value
function siteSettings(): SiteSettings {
  return {
    snow: parameter('snow') === 'true',
    qrScannerEnabled: parameter('qrScannerEnabled') === 'true',
    defaultAccentColor: parameter('defaultAccentColor') || 'studSite',
  }
}
function setParameter(id: string, value: string) {
  if (parameter(id) === undefined) createRecord('siteParameter', { id, value })
  else if (parameter(id) !== value) updateRecord('siteParameter', 'id', id, { value })
}

/** /Admin/Settings: the site parameters the initialization info reads (init.handlers.ts). */
const settingsHandlers: HttpHandler[] = [
  http.get('*/api/Admin/Settings', ({ request }) => {
    requireRole(requireUser(request), ...PORTAL_ADMINS)
    return ok(siteSettings())
  }),
  http.put('*/api/Admin/Settings', async ({ request }) => {
    requireRole(requireUser(request), ...PORTAL_ADMINS)
    const body = await parsed(siteSettingsSchema, request)
    setParameter('snow', String(body.snow))
    setParameter('qrScannerEnabled', String(body.qrScannerEnabled))
    setParameter('defaultAccentColor', body.defaultAccentColor)
    return ok(siteSettings())
  }),
]

/** '2026-11-20 09:15' in the demo's time zone (Moscow). */
const stamp = (iso: string) => new Date(new Date(iso).getTime() + 3 * 36e5).toISOString().slice(0, 16).replace('T', ' ')

/** /Admin/LogErrors: anyone (signed in or not) reports; administrators read, newest first, with the user. */
const errorLogHandlers: HttpHandler[] = [
  http.post('*/api/Admin/LogErrors', async ({ request }) => {
    const user = optionalUser(request)
    const body = await parsed(clientErrorReportSchema, request)
    createRecord('clientError', {
      id: nextId('clientError', 'id'),
      ...body,
      userID: user?.userID ?? 0,
      date: new Date().toISOString(),
    })
    return ok(true)
  }),
  http.get('*/api/Admin/LogErrors', ({ request }) => {
    requireRole(requireUser(request), ...PORTAL_ADMINS)
    const rows = db.clientError
      .getAll()
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((e) => ({
        id: e.id,
        kind: e.kind,
        message: e.message,
        route: e.route,
        browser: e.browser,
        date: stamp(e.date),
        fio: e.userID ? fioOf(e.userID) : null,
      }))
    return ok(rows)
  }),
]

export const adminHandlers: HttpHandler[] = [
  ...auditHandlers,
  ...questionnaireHandlers,
  ...errorLogHandlers,
  ...menuItems.handlers,
  ...oauthHandlers,
  ...settingsHandlers,
  ...feedbackHandlers,
  ...boardsHandlers,
  ...signaturesAndSyncHandlers,
  ...videoRoomHandlers,
  ...sovetHandlers,
  ...questionnaireShowHandlers,
]
