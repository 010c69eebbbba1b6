import { describe, expect, it } from 'vitest'
import { createMachine, fromCallback } from 'xstate'
import { sessionMachine } from '@/machines/session/session.machine'
import * as sel from '@/machines/session/session.selectors'
import { ApiError } from '@/api/errors'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

/**
 * Every transition of the session machine, with and without an auth cookie at start: the init → user
 * → feed chain and each of its failures (a rejected token → signed out with the cookie cleared; 5xx, a
 * wrong-shaped answer or no answer → retried (once in the model), then offline keeping the
 * cookie — issue 13 items 1, 2), sign-in with
 * navigation to the remembered path, logout with its confirmation, and expiry on a 401.
 */
const user = {
  userID: 1,
  login: 'student',
  shortFIO: 'Соколова А. И.',
  email: '',
  first_name: 'Анна',
  last_name: 'Соколова',
  middle_name: 'Игоревна',
  roles: [{ id: 1, name: 'Студент' }],
  currentRole: null,
  anotherID: null,
  group: null,
  photo: '',
}
const feed = { feed: [], categories: [] }
const init = { shortName: 'ЛК' }
const network = new ApiError('network', 0, null)
const unauthorized = new ApiError('unauthorized', 401, 'Token has expired')
const serverError = new ApiError('server', 500, 'Внутренняя ошибка сервера')

const MODEL_RETRY_LIMIT = 1

const effects: string[] = []
const track = (name: string) =>
  ((_: unknown, params?: { to?: string }) => effects.push(params?.to ? `${name}:${params.to}` : name)) as never

/**
 * @xstate/graph walks the chart on ONE mock actor system, where entering `signedIn` a second time would
 * register the always-on children's systemIds again (a real actor unregisters them on exit). The model
 * walks a copy of the chart without the systemIds, with inert always-on children; the unit test checks
 * the systemIds on a real actor.
 */
type Invoke = { systemId?: string }
const config = sessionMachine.config as { states: Record<string, { invoke?: Invoke[] }> }
const walkable = createMachine({
  ...config,
  states: {
    ...config.states,
    signedIn: {
      ...config.states.signedIn,
      invoke: config.states.signedIn.invoke!.map(({ systemId: _, ...rest }) => rest),
    },
  },
} as never).provide(sessionMachine.implementations as never) as unknown as typeof sessionMachine
const inert = fromCallback(() => () => {})
const alwaysOn = {
  chatList: inert,
  realtime: inert,
  mailPoll: inert,
  pendingReviews: inert,
  feedFlags: inert,
  compose: inert,
}

function optionsFor(hasCookie: boolean): ReplayOptions<typeof sessionMachine> {
  return {
    // One retry per step in the model (the real limit, SESSION_RETRY_LIMIT, multiplies the paths, not
    // the transitions; the unit tests count the real retries).
    machine: walkable.provide({
      guards: { hasToken: () => hasCookie, canRetry: ({ context }) => context.attempt < MODEL_RETRY_LIMIT },
      actors: alwaysOn as never,
    }),
    events: (s) => {
      const events: { type: string; [k: string]: unknown }[] = []
      if (s.matches('signedOut'))
        events.push(
          { type: 'session.signIn', token: 't1' },
          { type: 'session.check' },
          { type: 'returnPath.remember', path: '/mail' },
        )
      if (s.matches({ signedIn: 'idle' }))
        events.push({ type: 'logout.request' }, { type: 'session.expired' }, { type: 'feed.reload' })
      if (s.matches({ signedIn: 'confirmingLogout' }))
        events.push({ type: 'logout.confirm' }, { type: 'logout.cancel' })
      if (s.matches('offline')) events.push({ type: 'session.retry' })
      return events as never
    },
    outcomes: {
      loadInitInfo: { outputs: [init, null] },
      loadUser: { outputs: [user], errors: [network, unauthorized, serverError] }, // wrongShape is a 'server' failure too (unit-tested)
      loadFeed: { outputs: [feed], errors: [network, serverError] },
    },
    actions: {
      navigate: track('navigate'),
      storeToken: track('storeToken'),
      clearToken: track('clearToken'),
      markNotAuthorized: track('markNotAuthorized'),
      resetVerificationType: track('resetVerificationType'),
    },
    assertState: (s) => {
      expect(sel.selectIsSignedIn(s)).toBe(s.matches('signedIn'))
      if (s.matches('signedIn')) expect(sel.selectUser(s)).toEqual(user)
      if (s.matches('signedOut')) expect(sel.selectUser(s)).toBeNull()
      expect(sel.selectIsResolving(s)).toBe(s.matches('loading') || s.matches('booting'))
    },
    assertStep: (event, before, after) => {
      const last = effects.splice(0) // what this step did
      if (event.type === 'xstate.error.actor.loadFeed' && before.matches({ signedIn: 'reloadingFeed' })) {
        expect(after.matches({ signedIn: 'idle' })).toBe(true) // a failed reload keeps the session
      } else if (event.type === 'xstate.error.actor.loadUser' || event.type === 'xstate.error.actor.loadFeed') {
        if (event.error === unauthorized) {
          expect(after.matches('signedOut')).toBe(true) // only a rejected token signs out
          expect(last).toContain('clearToken')
        } else if (before.context.attempt < MODEL_RETRY_LIMIT) {
          expect(after.matches({ loading: event.type.endsWith('loadUser') ? 'userRetry' : 'feedRetry' })).toBe(true)
          expect(after.context.attempt).toBe(before.context.attempt + 1)
          expect(last).not.toContain('clearToken')
        } else {
          expect(after.matches('offline')).toBe(true) // retries used up: offline, cookie kept
          expect(sel.selectFailure(after)).toBe(event.error === network ? 'network' : 'server')
          expect(last).not.toContain('clearToken')
        }
      }
      if (event.type === 'xstate.done.actor.loadFeed' && before.matches({ loading: 'feed' })) {
        expect(after.matches('signedIn')).toBe(true)
        if (before.context.signingIn) {
          expect(last).toContain(`navigate:${before.context.returnPath ?? '/'}`)
          expect(sel.selectNotice(after)).toBe('signedIn')
        }
      }
      if (event.type === 'session.signIn') {
        expect(after.matches({ loading: 'init' })).toBe(true)
        expect(last).toContain('storeToken')
      }
      if (event.type === 'logout.request') expect(sel.selectIsConfirmingLogout(after)).toBe(true)
      if (event.type === 'logout.confirm') {
        expect(after.matches('signedOut')).toBe(true)
        expect(last).toEqual(expect.arrayContaining(['clearToken', 'resetVerificationType', 'navigate:/login']))
      }
      if (event.type === 'logout.cancel') expect(after.matches({ signedIn: 'idle' })).toBe(true)
      if (event.type === 'session.expired') {
        expect(after.matches('signedOut')).toBe(true)
        expect(sel.selectNotice(after)).toBe('tokenExpired')
        expect(last).toEqual(expect.arrayContaining(['clearToken', 'markNotAuthorized', 'navigate:/login']))
      }
    },
  }
}

describe.each([
  ['with an auth cookie', true],
  ['without an auth cookie', false],
])('session machine %s — every transition', (_label, hasCookie) => {
  const options = optionsFor(hasCookie)
  const paths = modelPaths(options)

  it('reaches every state of the chart', () => {
    const visited = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    for (const state of [
      '"signedOut"',
      '"offline"',
      '{"signedIn":"idle"}',
      '{"signedIn":"confirmingLogout"}',
      '{"signedIn":"reloadingFeed"}',
      '{"loading":"user"}',
      '{"loading":"feed"}',
      '{"loading":"userRetry"}',
      '{"loading":"feedRetry"}',
    ]) {
      expect(visited.has(state), state).toBe(true)
    }
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    effects.length = 0
    await replayPath(options, path)
  })
})
