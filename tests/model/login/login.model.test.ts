import { describe, expect, it } from 'vitest'
import { loginMachine } from '@/machines/login/login.machine'
import * as sel from '@/machines/login/login.selectors'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

/**
 * Paths generated from the login machine: form appearance, the login/registration switch with its
 * 300 ms delays, valid and invalid submits, every sign-in outcome (token, state -1, no token, no
 * answer), the 1 s button reset and the 3 s loader. Each path runs on a real actor.
 */
const handedOver: string[] = []
const options: ReplayOptions<typeof loginMachine> = {
  machine: loginMachine,
  input: { demo: true },
  events: (s) => {
    const events: { type: string; [k: string]: unknown }[] = []
    if (s.matches({ form: { active: { auth: 'idle' } } })) {
      events.push({ type: 'credentials.submit', credentials: { userName: 'student', password: 'demo2024' } })
      events.push({ type: 'credentials.submit', credentials: { userName: '', password: '' } })
    }
    const idle = s.matches({ form: { active: { auth: 'idle', loader: 'off' } } })
    if (
      idle &&
      (s.matches({ form: { active: { view: 'login' } } }) || s.matches({ form: { active: { view: 'registration' } } }))
    )
      events.push({ type: 'mode.toggle' })
    return events as never
  },
  outcomes: {
    // settings and demo users load in regions of their own (unit-tested in login.machine.test.ts);
    // they stay pending here so the model explores the sign-in flow only.
    loadSettings: {},
    loadDemoUsers: {},
    signIn: {
      outputs: [
        { state: 1, msg: null, data: { accessToken: 'token-1' } },
        { state: -1, msg: 'Неверный логин или пароль', data: null },
        { state: 1, msg: null, data: null },
      ],
      error: new Error('no answer'),
    },
  },
  actions: { handOverToken: ((_: unknown, params: { token: string }) => handedOver.push(params.token)) as never },
  assertState: (s) => {
    const auth = s.matches({ form: 'active' })
    expect(sel.selectFormVisible(s)).toBe(auth)
    if (s.matches({ form: { active: { auth: 'submitting' } } }) || s.matches({ form: { active: { auth: 'cooling' } } }))
      expect(sel.selectIsBusy(s)).toBe(true)
    if (s.matches({ form: { active: { auth: 'idle' } } })) expect(sel.selectIsBusy(s)).toBe(false)
    if (s.matches({ form: { active: { auth: 'succeeded' } } })) expect(sel.selectHasSucceeded(s)).toBe(true)
    const error = sel.selectError(s)
    if (error?.code === 'serverMessage') expect(error.message).toBe('Неверный логин или пароль')
  },
  assertStep: (event, before, after) => {
    const auth = (s: typeof after) => (s.value as { form?: { active?: { auth?: string } } }).form?.active?.auth
    if (event.type === 'xstate.done.actor.signIn') {
      const output = event.output as { state: number; msg: string | null; data: { accessToken?: string } | null }
      if (output.data?.accessToken) expect(auth(after)).toBe('succeeded')
      else if (output.state === -1) expect(after.context.error).toEqual({ code: 'serverMessage', message: output.msg })
      else expect(after.context.error).toEqual({ code: 'unknown', message: null })
    }
    if (event.type.startsWith('xstate.after.BUTTON_LOADING_RESET')) {
      expect(auth(after)).toBe('idle')
      expect(sel.selectIsBusy(after)).toBe(false)
    }
    if (event.type.startsWith('xstate.after.LOADER_RESET')) expect(sel.selectShowLoader(after)).toBe(false)
    if (event.type.startsWith('xstate.after.MODE_SWITCH')) expect(sel.selectIsSwitching(after)).toBe(false)
    if (event.type === 'mode.toggle') expect(sel.selectIsSwitching(after)).toBe(true)
    if (event.type === 'xstate.error.actor.signIn')
      expect(after.context.error).toEqual({ code: 'serverNotResponding', message: null })
    if (event.type === 'credentials.submit' && auth(before) === 'idle') {
      const { userName } = (event as unknown as { credentials: { userName: string } }).credentials
      expect(auth(after)).toBe(userName ? 'submitting' : 'idle')
      if (userName) expect(after.context.error).toBeNull()
    }
  },
  traversalLimit: 5000,
}

const paths = modelPaths(options)

describe('login machine — generated paths', () => {
  it('covers every auth outcome', () => {
    // Paths that are prefixes of longer ones are dropped, so count every state along every path.
    const visited = paths.flatMap((p) => p.steps.map((step) => step.state))
    const reached = new Set(visited.map((state) => JSON.stringify(state.value)))
    for (const auth of ['idle', 'submitting', 'cooling', 'succeeded'])
      expect(
        [...reached].some((v) => v.includes(`"auth":"${auth}"`)),
        auth,
      ).toBe(true)
    for (const view of ['toRegistration', 'registration', 'toLogin'])
      expect(
        [...reached].some((v) => v.includes(`"view":"${view}"`)),
        view,
      ).toBe(true)
    expect(
      visited.some((state) => state.context.error?.code === 'unknown'),
      'unknown',
    ).toBe(true)
    expect(
      visited.some((state) => state.context.error?.code === 'serverNotResponding'),
      'serverNotResponding',
    ).toBe(true)
    expect(
      visited.some((state) => state.hasTag('loader')),
      'loader',
    ).toBe(true)
  })

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    handedOver.length = 0
    await replayPath(options, path)
    if (path.state.matches({ form: { active: { auth: 'succeeded' } } })) expect(handedOver).toEqual(['token-1'])
    else expect(handedOver).toEqual([])
  })
})
