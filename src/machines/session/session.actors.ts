import { fromPromise } from '@/machines/from-promise'
import { loadSignedInActors } from './signed-in.lazy'
import { loadSessionUser, type SessionUser } from '@/api/auth'
import { loadInitInfo, type InitInfo } from '@/api/init'
import type { Feed } from '@/api/feed'
import { isApiError } from '@/api/errors'
import { clearCookie, readCookie, writeCookie } from '@/lib/cookies'
import {
  AUTH_COOKIE,
  AUTH_COOKIE_DAYS,
  DEFAULT_VERIFICATION_TYPE,
  INIT_CACHE_KEY,
  NOT_AUTHORIZED_KEY,
  STORED_TOKEN_KEY,
  VERIFICATION_TYPE_KEY,
} from '@/lib/constants/app'

/** Initialization info, cached for offline use; a failure falls back to the cache silently (spec 1 §8). */
export const loadInitInfoCached = fromPromise<InitInfo | null>(async ({ signal }) => {
  void loadSignedInActors().catch(() => {}) // fetched beside the init info; the user step awaits it
  try {
    const info = await loadInitInfo({ signal })
    localStorage.setItem(INIT_CACHE_KEY, JSON.stringify(info))
    return info
  } catch {
    const cached = localStorage.getItem(INIT_CACHE_KEY)
    return cached ? (JSON.parse(cached) as InitInfo) : null
  }
})

/** The user, and the signed-in actors' code the session invokes once it is signed in (signed-in.lazy.ts). */
export const loadUser = fromPromise<SessionUser>(async ({ signal }) => {
  const [user] = await Promise.all([loadSessionUser({ signal }), loadSignedInActors()])
  return user
})

// The feed's API (schemas, texts) loads with the first feed, not with the entry (issue 19).
export const loadUserFeed = fromPromise<Feed, { userID: number }>(async ({ input, signal }) => {
  const { loadFeed } = await import('@/api/feed')
  return loadFeed({ userID: input.userID }, { signal })
})

export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.code === 'network'
}

/**
 * Why a session step failed. Only a 401, or a client-error answer saying the token is invalid or has
 * expired, rejects the token; everything else (5xx, an answer of the wrong shape such as index.html
 * with 200, no answer at all) says nothing about the token, which is kept (issue 13 items 1, 2).
 */
export type SessionFailure = 'tokenRejected' | 'network' | 'server'

const TOKEN_REJECTED = /token\b.*\b(invalid|expired)|(invalid|expired)\b.*\btoken/i

export function sessionFailureOf(error: unknown): SessionFailure {
  if (!isApiError(error)) return 'network'
  if (error.code === 'unauthorized') return 'tokenRejected'
  if (error.status >= 400 && error.status < 500 && error.serverMessage && TOKEN_REJECTED.test(error.serverMessage))
    return 'tokenRejected'
  if (error.code === 'network' || error.code === 'aborted') return 'network'
  return 'server'
}

/** Token storage: the 7-day authToken cookie (spec 1 §4). */
export const tokenStore = {
  read: () => readCookie(AUTH_COOKIE),
  write: (token: string) => {
    writeCookie(AUTH_COOKIE, token, AUTH_COOKIE_DAYS)
    localStorage.removeItem(NOT_AUTHORIZED_KEY)
  },
  clear: () => {
    clearCookie(AUTH_COOKIE)
    localStorage.removeItem(STORED_TOKEN_KEY)
  },
  markNotAuthorized: () => localStorage.setItem(NOT_AUTHORIZED_KEY, 'true'),
  resetVerificationType: () => localStorage.setItem(VERIFICATION_TYPE_KEY, DEFAULT_VERIFICATION_TYPE),
  /** A token left in local storage moves into the cookie on navigation; the local copy is removed. */
  migrateStoredToken: (): boolean => {
    const stored = localStorage.getItem(STORED_TOKEN_KEY)
    if (!stored) return false
    writeCookie(AUTH_COOKIE, stored, AUTH_COOKIE_DAYS)
    localStorage.removeItem(STORED_TOKEN_KEY)
    return true
  },
}
