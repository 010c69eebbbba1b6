import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { ROLES } from '@/lib/roles'
import {
  MENU_HREF_MAX,
  MENU_ICON_MAX,
  MENU_TEXT_MAX,
  OAUTH_ICON_MAX,
  OAUTH_NAME_MAX,
  OAUTH_REDIRECTS_MAX,
} from '@/lib/constants/admin'
import { adminTexts as t } from '@/texts/ru/admin'
import { serverMenuItemSchema } from './init'
import { auditAreaSchema, auditRowSchema, auditUserSchema, clientErrorSchema } from './admin'

/** Who administers the portal (spec 1 route table, Admin: the research and the site administrators). */
export const PORTAL_ADMINS = [ROLES.scienceAdmin.name, ROLES.siteAdmin.name] as const
const admins = { read: PORTAL_ADMINS, create: PORTAL_ADMINS, edit: PORTAL_ADMINS, remove: PORTAL_ADMINS }

/**
 * /Admin/Menu: the server menu items (spec 1 §3 "Menu item from server": menuItemID, parentID, text,
 * href, newTab, linkImg). The same records are the initialization info's `menu`, so a change reaches
 * every user's menu at their next load.
 */
export const menuItemResource = defineResource({
  name: 'admin-menu',
  key: 'menuItemID',
  row: serverMenuItemSchema,
  columns: [
    { value: 'menuItemID', text: t.colID, width: '4rem', hiddenForm: true, align: 'right' },
    { value: 'text', text: t.colText, required: true, maxLength: MENU_TEXT_MAX },
    { value: 'href', text: t.colHref, required: true, maxLength: MENU_HREF_MAX },
    { value: 'parentID', text: t.colParent, listName: 'parents', listID: 'menuItemID', accessIsName: 'text' },
    { value: 'newTab', text: t.colNewTab, type: 'boolean', align: 'center' },
    { value: 'linkImg', text: t.colIcon, maxLength: MENU_ICON_MAX },
  ],
  endpoints: {
    list: '/Admin/Menu',
    create: '/Admin/Menu',
    update: '/Admin/Menu/{key}',
    remove: '/Admin/Menu/{key}',
  },
  access: admins,
  sortBy: 'menuItemID',
})
export type MenuItemRow = v.InferOutput<typeof serverMenuItemSchema>

export const oauthAppSchema = v.object({
  appID: v.string(),
  name: v.string(),
  iconUrl: v.string(),
  redirectUris: v.string(),
})
export type OAuthAppRow = v.InferOutput<typeof oauthAppSchema>

/**
 * /Admin/OAuth: third-party apps (spec 1 §3 "Third-party client app": name, iconUrl) with their redirect
 * addresses. A registered app is what /Authorize?appID=… shows (GET /auth/oauth/app reads the same records).
 */
export const oauthAppResource = defineResource({
  name: 'admin-oauth-apps',
  key: 'appID',
  row: oauthAppSchema,
  columns: [
    { value: 'appID', text: t.colAppID, required: true, maxLength: 40, editReadonly: true },
    { value: 'name', text: t.colAppName, required: true, maxLength: OAUTH_NAME_MAX },
    { value: 'iconUrl', text: t.colAppIcon, required: true, maxLength: OAUTH_ICON_MAX },
    { value: 'redirectUris', text: t.colRedirects, required: true, maxLength: OAUTH_REDIRECTS_MAX },
  ],
  endpoints: {
    list: '/Admin/OAuth',
    create: '/Admin/OAuth',
    update: '/Admin/OAuth/{key}',
    remove: '/Admin/OAuth/{key}',
  },
  access: admins,
  sortBy: 'name',
})

/** /Admin/LogErrors: the client errors the portal reported about itself (read-only, administrators). */
export const clientErrorResource = defineResource({
  name: 'admin-client-errors',
  key: 'id',
  row: clientErrorSchema,
  columns: [
    { value: 'date', text: t.colDate, width: '10rem' },
    { value: 'kind', text: t.colKind, listName: 'kinds', filteredData: true },
    { value: 'message', text: t.colMessage },
    { value: 'route', text: t.colRoute, filteredData: true },
    { value: 'fio', text: t.colUser, filteredData: true },
    { value: 'browser', text: t.colBrowser },
  ],
  endpoints: { list: '/Admin/LogErrors' },
  access: { read: PORTAL_ADMINS },
  sortBy: 'date',
})

/** /Admin/Audit: every write of the demo backend with who and when (read-only, administrators). */
export const auditResource = defineResource({
  name: 'admin-audit',
  key: 'id',
  row: auditRowSchema,
  columns: [
    { value: 'when', text: t.colWhen, width: '9rem' },
    { value: 'fio', text: t.colUser, filteredData: true },
    { value: 'method', text: t.colMethod, width: '6rem', filteredData: true },
    { value: 'path', text: t.colPath },
    { value: 'area', text: t.auditArea, filteredData: true },
    { value: 'resource', text: t.colResource, filteredData: true },
    { value: 'summary', text: t.colSummary },
  ],
  endpoints: { list: '/Admin/Audit?userID={userID?}&area={area?}&from={from?}&to={to?}' },
  access: { read: PORTAL_ADMINS },
})

/** The audit filters' options: who and which areas appear in the trail. */
export const auditUsersResource = defineResource({
  name: 'admin-audit-users',
  key: 'id',
  row: auditUserSchema,
  columns: [{ value: 'name', text: t.auditUser }],
  endpoints: { list: '/Admin/Audit/Users' },
  access: { read: PORTAL_ADMINS },
})
export const auditAreasResource = defineResource({
  name: 'admin-audit-areas',
  key: 'id',
  row: auditAreaSchema,
  columns: [{ value: 'name', text: t.auditArea }],
  endpoints: { list: '/Admin/Audit/Areas' },
  access: { read: PORTAL_ADMINS },
})
