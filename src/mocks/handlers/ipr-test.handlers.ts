import { http, type HttpHandler } from 'msw'
import { db } from '../db'
import { requireRole, requireUser } from '../lib/auth'
import { jsonBody, ok, badRequest } from '../lib/respond'
import { createRecord, nextId } from '../lib/store'
import { DEMO_LIBRARY_PARAMS } from './shell.handlers'
import { iprCheckBodySchema, type HostCheck } from '@/api/nir-admin'
import { ROLES } from '@/lib/roles'
import { menuTexts } from '@/texts/ru/menu'
import { nirAdminTexts as t } from '@/texts/ru/nir-admin'
import { parsed } from './nir-admin-common'

type HostKey = keyof typeof menuTexts.library
const p = DEMO_LIBRARY_PARAMS
const https = (domain: string) => (domain ? `https://${domain}` : '')

/**
 * The library services of spec 1 §2 («IPR Books, Biblioclub, Znanium, Lan, Urait, FB, RPD, individual
 * trajectory»), their addresses and single-sign-on keys from the same parameters as /api/IPR/params, and
 * how each answers the demo's server: the answer time, or the refusal. Deterministic per host: the
 * university's own library answers only inside the university network, the trajectory service times out.
 */
const HOSTS: { key: HostKey; url: string; secret: string; ms: number; refusal?: string }[] = [
  { key: 'iprBooks', url: https(p.iprBooks_Domain), secret: p.iprBooks_SECRET_KEY, ms: 184 },
  { key: 'biblioclub', url: https(p.biblioclub_Domain), secret: p.biblioclub_SECRET_KEY, ms: 241 },
  { key: 'znanium', url: https(p.znanium_Domain), secret: p.znanium_SECRET_KEY, ms: 312 },
  { key: 'lan', url: p.lanLink, secret: 'lan', ms: 156 },
  { key: 'urait', url: 'https://urait.ru', secret: p.uraiT_Token, ms: 205 },
  {
    key: 'fb',
    url: p.fbLibLink,
    secret: p.fbLibHash,
    ms: 12,
    refusal: 'соединение отклонено: ресурс доступен только из сети университета',
  },
  { key: 'rpd', url: p.rpdLink, secret: p.rpdAuthHash, ms: 97 },
  {
    key: 'trajectory',
    url: p.itrackLink,
    secret: p.itrackHash,
    ms: 5000,
    refusal: 'превышено время ожидания ответа (5000 мс)',
  },
]

function check(host: (typeof HOSTS)[number]): HostCheck {
  const date = new Date().toISOString()
  const refusal = !host.url || !host.secret ? 'не заданы параметры единого входа' : host.refusal
  const result = { host: host.key, date, ok: !refusal, ms: host.ms, message: refusal ?? '' }
  createRecord('iprCheck', { id: nextId('iprCheck', 'id'), ...result })
  return result
}

const lastOf = (key: string) =>
  db.iprCheck
    .findMany({ where: { host: { equals: key } } })
    .sort((a, b) => b.id - a.id)
    .map(({ host, date, ok, ms, message }) => ({ host, date, ok, ms, message }))[0] ?? null

/** /Library/IPRTest: the hosts with their last check and the check log; a check of one host or all (the admins of spec 1 §6). */
export const iprTestHandlers: HttpHandler[] = [
  http.get('*/api/IPR/Test', ({ request }) => {
    requireRole(requireUser(request), ROLES.scienceAdmin.name, ROLES.siteAdmin.name)
    return ok({
      hosts: HOSTS.map((h) => ({ key: h.key, name: menuTexts.library[h.key], url: h.url, last: lastOf(h.key) })),
      log: db.iprCheck
        .getAll()
        .sort((a, b) => b.id - a.id)
        .slice(0, 50)
        .map(({ host, date, ok, ms, message }) => ({ host, date, ok, ms, message })),
    })
  }),

  http.post('*/api/IPR/Test', async ({ request }) => {
    requireRole(requireUser(request), ROLES.scienceAdmin.name, ROLES.siteAdmin.name)
    const { host } = parsed(iprCheckBodySchema, await jsonBody(request))
    if (host === null) return ok(HOSTS.map(check))
    const one = HOSTS.find((h) => h.key === host)
    if (!one) return badRequest(t.hostUnknown)
    return ok([check(one)])
  }),
]
