import { fromPromise } from 'xstate'
import { loadSessionUser, type SessionUser } from '@/api/auth'
import { loadInitInfo, type InitInfo } from '@/api/init'
import { loadFeed, type Feed } from '@/api/feed'
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
  try {
    const info = await loadInitInfo({ signal })
    localStorage.setItem(INIT_CACHE_KEY, JSON.stringify(info))
    return info
  } catch {
    const cached = localStorage.getItem(INIT_CACHE_KEY)
    return cached ? (JSON.parse(cached) as InitInfo) : null
  }
})

export const loadUser = fromPromise<SessionUser>(({ signal }) => loadSessionUser({ signal }))

export const loadUserFeed = fromPromise<Feed, { userID: number }>(({ input, signal }) => loadFeed({ userID: input.userID }, { signal }))

export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.code === 'network'
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
