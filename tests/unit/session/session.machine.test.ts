import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { sessionMachine } from '@/machines/session/session.machine'
import { requestToken } from '@/api/auth'
import { readCookie, writeCookie } from '@/lib/cookies'
import { AUTH_COOKIE, DEMO_PASSWORD, STORED_TOKEN_KEY } from '@/lib/constants/app'
import { sessionFailureOf, tokenStore } from '@/machines/session/session.actors'
import { SESSION_RETRY_LIMIT } from '@/lib/constants/session'
import { ApiError } from '@/api/errors'
import { server } from '@/mocks/node'
import { http, HttpResponse } from 'msw'
import { issueToken } from '@/mocks/lib/auth'

function startSession() {
  const visited: string[] = []
  // Retries wait 1 ms instead of 1 s, 2 s, 4 s.
  const actor = createActor(
    sessionMachine.provide({ actions: { navigate: (_, { to }) => visited.push(to) }, delays: { retryDelay: 1 } }),
  )
  actor.start()
  return { actor, visited }
}

describe('session machine against the mock backend', () => {
  it('without a cookie is signed out', () => {
    const { actor } = startSession()
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
  })

  it('with a valid cookie loads init info, user and feed, then is signed in', async () => {
    writeCookie(AUTH_COOKIE, issueToken(1))
    const { actor } = startSession()
    const snap = await waitFor(actor, (s) => s.matches('signedIn'))
    expect(snap.context.user?.login).toBe('student')
    expect(snap.context.init?.shortName).toBeTruthy()
    expect(snap.context.feed?.feed.length).toBeGreaterThan(0)
  })

  it('with an expired cookie ends signed out and clears the cookie', async () => {
    writeCookie(AUTH_COOKIE, issueToken(1, Date.now() - 8 * 864e5))
    const { actor } = startSession()
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(readCookie(AUTH_COOKIE)).toBeNull()
  })

  it('falls back to the cached initialization info when it cannot be loaded', async () => {
    writeCookie(AUTH_COOKIE, issueToken(1))
    localStorage.setItem('initializationInfo', JSON.stringify({ shortName: 'Кэш' }))
    server.use(http.get('*/api/InitializationApplication', () => HttpResponse.error()))
    const { actor } = startSession()
    const snap = await waitFor(actor, (s) => s.matches('signedIn'))
    expect(snap.context.init?.shortName).toBe('Кэш')
  })

  it('a network failure while loading the user is offline, keeping the cookie', async () => {
    writeCookie(AUTH_COOKIE, issueToken(1))
    server.use(http.get('*/api/tokenauth', () => HttpResponse.error()))
    const { actor } = startSession()
    await waitFor(actor, (s) => s.matches('offline'))
    expect(readCookie(AUTH_COOKIE)).not.toBeNull()
    server.resetHandlers()
    actor.send({ type: 'session.retry' })
    await waitFor(actor, (s) => s.matches('signedIn'))
  })

  it('signs in with a token, then goes to the remembered path', async () => {
    const answer = await requestToken({ userName: 'author', password: DEMO_PASSWORD })
    const { actor, visited } = startSession()
    actor.send({ type: 'returnPath.remember', path: '/Chat' })
    actor.send({ type: 'session.signIn', token: answer.data!.accessToken! })
    const snap = await waitFor(actor, (s) => s.matches('signedIn'))
    expect(snap.context.user?.login).toBe('author')
    expect(snap.context.notice).toBe('signedIn')
    expect(visited).toEqual(['/Chat'])
    expect(readCookie(AUTH_COOKIE)).toBe(answer.data!.accessToken)
  })

  it('logout asks first; confirming clears token, user and verification type and goes to /login', async () => {
    writeCookie(AUTH_COOKIE, issueToken(1))
    localStorage.setItem('verificationType', 'Заявка НИОКТР')
    const { actor, visited } = startSession()
    await waitFor(actor, (s) => s.matches('signedIn'))
    actor.send({ type: 'logout.request' })
    expect(actor.getSnapshot().matches({ signedIn: 'confirmingLogout' })).toBe(true)
    actor.send({ type: 'logout.cancel' })
    expect(actor.getSnapshot().matches({ signedIn: 'idle' })).toBe(true)
    actor.send({ type: 'logout.request' })
    actor.send({ type: 'logout.confirm' })
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(readCookie(AUTH_COOKIE)).toBeNull()
    expect(localStorage.getItem('verificationType')).toBe('Публикация')
    expect(visited).toEqual(['/login'])
  })

  it('a 401 while signed in expires the session: cookie cleared, not-authorised stored, /login', async () => {
    writeCookie(AUTH_COOKIE, issueToken(1))
    const { actor, visited } = startSession()
    await waitFor(actor, (s) => s.matches('signedIn'))
    actor.send({ type: 'session.expired' })
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(actor.getSnapshot().context.notice).toBe('tokenExpired')
    expect(readCookie(AUTH_COOKIE)).toBeNull()
    expect(localStorage.getItem('notAuthorized')).toBe('true')
    expect(visited).toEqual(['/login'])
  })

  it('a token left in local storage moves into the cookie and is removed locally', () => {
    localStorage.setItem(STORED_TOKEN_KEY, 'abc')
    expect(tokenStore.migrateStoredToken()).toBe(true)
    expect(readCookie(AUTH_COOKIE)).toBe('abc')
    expect(localStorage.getItem(STORED_TOKEN_KEY)).toBeNull()
    expect(tokenStore.migrateStoredToken()).toBe(false)
  })

  describe('failure kinds (issue 13 items 1, 2): only a rejected token signs out', () => {
    it('a 500 on every user check retries, then is offline keeping the cookie', async () => {
      const token = issueToken(1)
      writeCookie(AUTH_COOKIE, token)
      let calls = 0
      server.use(
        http.get(
          '*/api/tokenauth',
          () => (calls++, HttpResponse.json({ state: -1, msg: 'Внутренняя ошибка' }, { status: 500 })),
        ),
      )
      const { actor } = startSession()
      const snap = await waitFor(actor, (s) => s.matches('offline') || s.matches('signedOut'))
      expect(snap.matches('offline')).toBe(true)
      expect(snap.context.failure).toBe('server')
      expect(calls).toBe(1 + SESSION_RETRY_LIMIT)
      expect(readCookie(AUTH_COOKIE)).toBe(token)
    })

    it('index.html answered with 200 instead of the user is offline, keeping the cookie', async () => {
      const token = issueToken(1)
      writeCookie(AUTH_COOKIE, token)
      server.use(
        http.get('*/api/tokenauth', () =>
          HttpResponse.html('<!doctype html><html><body><div id="root"></div></body></html>'),
        ),
      )
      const { actor } = startSession()
      const snap = await waitFor(actor, (s) => s.matches('offline') || s.matches('signedOut'))
      expect(snap.matches('offline')).toBe(true)
      expect(readCookie(AUTH_COOKIE)).toBe(token)
    })

    it('one transient 500 on the feed is retried and the user stays signed in', async () => {
      writeCookie(AUTH_COOKIE, issueToken(1))
      server.use(
        http.get('*/api/Feed', () => HttpResponse.json({ state: -1, msg: 'Сбой' }, { status: 503 }), { once: true }),
      )
      const { actor } = startSession()
      const snap = await waitFor(actor, (s) => s.matches('signedIn') || s.matches('signedOut') || s.matches('offline'))
      expect(snap.matches('signedIn')).toBe(true)
      expect(snap.context.feed).not.toBeNull()
    })

    it('after accepted credentials, failed steps are retried and the sign-in completes', async () => {
      const answer = await requestToken({ userName: 'author', password: DEMO_PASSWORD })
      server.use(
        http.get('*/api/tokenauth', () => HttpResponse.json({ state: -1, msg: 'Сбой' }, { status: 500 }), {
          once: true,
        }),
      )
      const { actor, visited } = startSession()
      actor.send({ type: 'session.signIn', token: answer.data!.accessToken! })
      const snap = await waitFor(actor, (s) => s.matches('signedIn') || s.matches('signedOut') || s.matches('offline'))
      expect(snap.matches('signedIn')).toBe(true)
      expect(visited).toEqual(['/'])
    })

    it('a 400 saying the token is invalid signs out and clears the cookie', async () => {
      writeCookie(AUTH_COOKIE, issueToken(1))
      server.use(
        http.get('*/api/tokenauth', () => HttpResponse.json({ state: -1, msg: 'Token is invalid' }, { status: 400 })),
      )
      const { actor } = startSession()
      await waitFor(actor, (s) => s.matches('signedOut'))
      expect(readCookie(AUTH_COOKIE)).toBeNull()
    })

    it('sessionFailureOf sorts the failures', () => {
      expect(sessionFailureOf(new ApiError('unauthorized', 401, 'Token has expired'))).toBe('tokenRejected')
      expect(sessionFailureOf(new ApiError('badRequest', 400, 'Token is invalid'))).toBe('tokenRejected')
      expect(sessionFailureOf(new ApiError('server', 500, 'invalid token service'))).toBe('server')
      expect(sessionFailureOf(new ApiError('server', 502, null))).toBe('server')
      expect(sessionFailureOf(new ApiError('invalidResponse', 200, 'Invalid type'))).toBe('server')
      expect(sessionFailureOf(new ApiError('network', 0, null))).toBe('network')
      expect(sessionFailureOf(new TypeError('Failed to fetch'))).toBe('network')
    })
  })
})

describe('always-on actors under the session', () => {
  const IDS = ['chatList', 'realtime', 'mailPoll', 'pendingReviews', 'feedFlags', 'compose'] as const

  it('run while signed in, each under its systemId, and stop on sign-out; the badges are selectors over them', async () => {
    const { selectChild } = await import('@/machines/session/session.selectors')
    const { selectUnreadMail } = await import('@/machines/mail/mail-poll.selectors')
    writeCookie(AUTH_COOKIE, issueToken(1))
    const { actor } = startSession()
    expect(IDS.map((id) => actor.system.get(id))).toEqual(IDS.map(() => undefined))
    await waitFor(actor, (s) => s.matches('signedIn'))
    for (const id of IDS) {
      expect(actor.system.get(id), id).toBeDefined()
      expect(selectChild(id)(actor.getSnapshot()), id).toBe(actor.system.get(id))
    }
    const mailPoll = selectChild('mailPoll')(actor.getSnapshot())!
    await waitFor(mailPoll, (s) => s.matches('waiting'))
    expect(selectUnreadMail(mailPoll.getSnapshot())).toBeGreaterThan(0)
    // a feed reload keeps the same children (no restart)
    actor.send({ type: 'feed.reload' })
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }))
    expect(selectChild('mailPoll')(actor.getSnapshot())).toBe(mailPoll)
    actor.send({ type: 'logout.request' })
    actor.send({ type: 'logout.confirm' })
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    for (const id of IDS) {
      expect(actor.system.get(id), id).toBeUndefined()
      expect(selectChild(id)(actor.getSnapshot()), id).toBeUndefined()
    }
    expect(mailPoll.getSnapshot().status).toBe('stopped')
    actor.stop()
  })
})
