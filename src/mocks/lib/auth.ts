import { db } from '../db'
import { failure } from './respond'
import { ALL_ROLES } from '@/lib/roles'

/**
 * Stateless demo tokens: base64 of {u: userID, e: expiry} plus a signature, so a token outlives a
 * page reload without server state. Lifetime 7 days like the auth cookie.
 */
const SECRET = 'kabinet-demo-secret'
const LIFETIME_MS = 7 * 864e5

function sign(text: string): string {
  let h = 2166136261
  for (const ch of text + SECRET) {
    h ^= ch.codePointAt(0)!
    h = Math.imul(h, 16777619)
  }
  return (h >>> 0).toString(36)
}

export function issueToken(userID: number, now = Date.now(), lifetimeMs = LIFETIME_MS): string {
  const body = btoa(JSON.stringify({ u: userID, e: now + lifetimeMs }))
  return `${body}.${sign(body)}`
}

type TokenCheck = { ok: true; userID: number } | { ok: false; reason: 'missing' | 'invalid' | 'expired' }

export function checkToken(token: string | null | undefined): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' }
  const [body, signature] = token.split('.')
  if (!body || sign(body) !== signature) return { ok: false, reason: 'invalid' }
  try {
    const { u, e } = JSON.parse(atob(body)) as { u: number; e: number }
    if (e < Date.now()) return { ok: false, reason: 'expired' }
    return { ok: true, userID: u }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}

export function tokenOf(request: Request): string | null {
  const header = request.headers.get('authorization')
  if (header?.startsWith('Bearer ')) return header.slice(7)
  // EventSource cannot set headers: the realtime channel sends the auth cookie instead.
  const cookie = request.headers.get('cookie') ?? (typeof document !== 'undefined' ? document.cookie : '')
  const match = /(?:^|;\s*)authToken=([^;]+)/.exec(cookie)
  return match ? decodeURIComponent(match[1]) : null
}

export type DemoUser = NonNullable<ReturnType<typeof db.user.findFirst>>

const ROLE_BY_ID = new Map(ALL_ROLES.map((r) => [r.id as number, r]))

/** The user's roles as {id, name} objects from the catalogue. */
export function rolesOf(user: DemoUser): { id: number; name: string }[] {
  return user.roleIDs
    .map((id) => ROLE_BY_ID.get(id))
    .filter((r): r is (typeof ALL_ROLES)[number] => Boolean(r))
    .map((r) => ({ id: r.id, name: r.name }))
}

/** The signed-in user of a request, or a thrown 401 answer ('Token has expired' when it has). */
export function requireUser(request: Request): DemoUser {
  const check = checkToken(tokenOf(request))
  if (!check.ok) throw failure(401, check.reason === 'expired' ? 'Token has expired' : 'Требуется авторизация')
  const user = db.user.findFirst({ where: { userID: { equals: check.userID } } })
  if (!user) throw failure(401, 'Требуется авторизация')
  return user
}

export function optionalUser(request: Request): DemoUser | null {
  try {
    return requireUser(request)
  } catch {
    return null
  }
}

/** The user must hold one of the roles, else a thrown 403. */
export function requireRole(user: DemoUser, ...roleNames: string[]): void {
  if (!userHasRole(user, ...roleNames)) throw failure(403, 'Доступ запрещён')
}

export function userHasRole(user: DemoUser, ...roleNames: string[]): boolean {
  return rolesOf(user).some((r) => roleNames.includes(r.name))
}
