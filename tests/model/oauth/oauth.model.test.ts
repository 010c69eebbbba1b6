import { describe, expect, it } from 'vitest'
import { oauthCallbackMachine, type OAuthCallbackInput } from '@/machines/oauth/oauth-callback.machine'
import { authorizeMachine } from '@/machines/oauth/authorize.machine'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

/** The provider's redirect back: every input case × every exchange outcome, replayed on real actors. */
const base: OAuthCallbackInput = {
  service: 'vk',
  code: 'demo:vk:anna',
  state: 'AbCdEf1234',
  error: null,
  expectedState: 'AbCdEf1234',
  redirectPath: '/mail',
  redirectUri: 'http://localhost/WebApp/Auth/OAuthCallback/vk',
}
const CASES: [string, OAuthCallbackInput, string][] = [
  ['state matches', base, 'exchanging'],
  ['state missing in the answer', { ...base, state: null }, 'refused'],
  ['no state cookie', { ...base, expectedState: null }, 'refused'],
  ['state mismatch', { ...base, state: 'ZZZZZZZZZZ' }, 'refused'],
  ['provider error', { ...base, code: null, error: 'access_denied' }, 'providerError'],
]

const effects: string[] = []
for (const [label, input, firstState] of CASES) {
  describe(`OAuth callback: ${label}`, () => {
    const options: ReplayOptions<typeof oauthCallbackMachine> = {
      machine: oauthCallbackMachine,
      input,
      events: () => [],
      outcomes: {
        exchangeCode: {
          outputs: [
            { state: 1, msg: null, data: { accessToken: 'tok' } },
            { state: -1, msg: 'userNotFound', data: null },
            { state: -1, msg: 'invalidCode', data: null },
          ],
          error: new Error('no answer'),
        },
      },
      actions: {
        handOverToken: ((_: unknown, p: { token: string; returnPath: string }) =>
          effects.push(`token:${p.token}:${p.returnPath}`)) as never,
        navigate: ((_: unknown, p: { to: string }) => effects.push(`navigate:${p.to}`)) as never,
        forgetState: (() => effects.push('forgetState')) as never,
      },
      assertStep: (event, _before, after) => {
        // The state cookies are single-use: forgotten as soon as the answer is checked.
        const done = effects.splice(0).filter((e) => e !== 'forgetState')
        const output = event.output as
          | { state: number; msg: string | null; data: { accessToken: string } | null }
          | undefined
        if (output?.data?.accessToken) expect(done).toEqual(['token:tok:/mail'])
        else if (output?.msg === 'userNotFound') expect(done).toEqual(['navigate:/Auth/OAuthUserNotFound/vk'])
        else expect(done).toEqual(['navigate:/Auth/OAuthError/vk'])
        expect(after.status).toBe('done')
      },
    }
    const paths = modelPaths(options)
    it('starts where the input says', () => {
      expect(Object.keys(paths[0].steps[0].state.value as object | string).length >= 0).toBe(true)
      const first = paths[0].steps[0].state
      expect(first.matches(firstState as never)).toBe(true)
      if (firstState === 'refused')
        expect(first.context.refusal).toBe(input.state && input.expectedState ? 'stateMismatch' : 'stateMissing')
    })
    it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
      effects.length = 0
      const seen: string[] = []
      const original = effects.push.bind(effects)
      effects.push = (...items: string[]) => (seen.push(...items), original(...items))
      await replayPath(options, path)
      expect(seen[0] ?? 'forgetState').toBe('forgetState')
    })
  })
}

describe('authorize machine', () => {
  const gone: string[] = []
  const options: ReplayOptions<typeof authorizeMachine> = {
    machine: authorizeMachine,
    input: { appID: 'library-app' },
    events: () => [],
    outcomes: { loadApp: { outputs: [{ name: 'Электронная библиотека', iconUrl: '/i.svg' }, null] } },
    actions: { goToLogin: (() => gone.push('login')) as never },
    assertStep: (event, _before, after) => {
      if (event.type === 'xstate.done.actor.loadApp') {
        if (event.output === null) {
          expect(after.matches('unknown')).toBe(true)
          expect(gone).toEqual(['login'])
        } else {
          expect(after.matches('waiting')).toBe(true)
          expect(after.context.app).toEqual(event.output)
        }
      }
      if (event.type.startsWith('xstate.after.CARD_APPEAR')) expect(after.matches('shown')).toBe(true)
    },
  }
  it.each(modelPaths(options).map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    gone.length = 0
    await replayPath(options, path)
  })
})
