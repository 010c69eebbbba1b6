import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { loginMachine } from '@/machines/login/login.machine'
import type { TokenAnswer, Credentials, AuthSettings } from '@/api/auth'
import type { DemoUserInfo } from '@/api/auth'
import * as sel from '@/machines/login/login.selectors'
import {
  LOGIN_BUTTON_LOADING_RESET_MS,
  LOGIN_FORM_APPEAR_MS,
  LOGIN_LOADER_RESET_MS,
  LOGIN_MODE_SWITCH_MS,
  LOGIN_SETTINGS_WAIT_MS,
} from '@/lib/constants/app'

/** The spec's login timings, on the real delays (fake timers): 500 ms, 300 ms, 1 s, 3 s. */
const SETTINGS: AuthSettings = { hint: 'Подсказка', allowRegisterStudents: true } as AuthSettings

function start(
  signIn = fromPromise<TokenAnswer, Credentials>(async () => ({
    state: -1,
    msg: 'Неверный логин или пароль',
    data: null,
  })),
  loadSettings = fromPromise<AuthSettings>(async () => SETTINGS),
) {
  const actor = createActor(
    loginMachine.provide({
      actors: {
        signIn,
        loadSettings,
        loadDemoUsers: fromPromise<DemoUserInfo[]>(async () => []),
      },
    }),
    { input: { demo: false } },
  )
  actor.start()
  return actor
}

describe('login machine timings', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the form 500 ms after load', async () => {
    const actor = start()
    await vi.advanceTimersByTimeAsync(LOGIN_FORM_APPEAR_MS - 1)
    expect(sel.selectFormVisible(actor.getSnapshot())).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(sel.selectFormVisible(actor.getSnapshot())).toBe(true)
  })

  it('waits past 500 ms for late settings, so the hint never pushes the form down', async () => {
    let arrive: (s: AuthSettings) => void = () => {}
    const actor = start(
      undefined,
      fromPromise<AuthSettings>(() => new Promise((resolve) => (arrive = resolve))),
    )
    await vi.advanceTimersByTimeAsync(LOGIN_FORM_APPEAR_MS + 700)
    expect(sel.selectFormVisible(actor.getSnapshot())).toBe(false)
    arrive(SETTINGS)
    await vi.advanceTimersByTimeAsync(0)
    expect(sel.selectFormVisible(actor.getSnapshot())).toBe(true)
    expect(sel.selectSettings(actor.getSnapshot())?.hint).toBe('Подсказка')
  })

  it('shows the form without the settings when they fail, and after 3 s at most when they hang', async () => {
    const failing = start(
      undefined,
      fromPromise<AuthSettings>(async () => {
        throw new Error('no answer')
      }),
    )
    await vi.advanceTimersByTimeAsync(LOGIN_FORM_APPEAR_MS)
    expect(sel.selectFormVisible(failing.getSnapshot())).toBe(true)
    const hanging = start(
      undefined,
      fromPromise<AuthSettings>(() => new Promise<never>(() => {})),
    )
    await vi.advanceTimersByTimeAsync(LOGIN_FORM_APPEAR_MS + LOGIN_SETTINGS_WAIT_MS - 1)
    expect(sel.selectFormVisible(hanging.getSnapshot())).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(sel.selectFormVisible(hanging.getSnapshot())).toBe(true)
  })

  it('switches to registration after 300 ms', async () => {
    const actor = start()
    await vi.advanceTimersByTimeAsync(LOGIN_FORM_APPEAR_MS)
    actor.send({ type: 'mode.toggle' })
    expect(sel.selectIsSwitching(actor.getSnapshot())).toBe(true)
    await vi.advanceTimersByTimeAsync(LOGIN_MODE_SWITCH_MS - 1)
    expect(sel.selectIsRegistration(actor.getSnapshot())).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(sel.selectIsRegistration(actor.getSnapshot())).toBe(true)
  })

  it('keeps the button loading 1 s after a rejection, and the loader 3 s after submit', async () => {
    const actor = start()
    await vi.advanceTimersByTimeAsync(LOGIN_FORM_APPEAR_MS)
    actor.send({ type: 'credentials.submit', credentials: { userName: 'student', password: 'x' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(sel.selectError(actor.getSnapshot())).toEqual({
      code: 'serverMessage',
      message: 'Неверный логин или пароль',
    })
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(true)
    await vi.advanceTimersByTimeAsync(LOGIN_BUTTON_LOADING_RESET_MS)
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(false)
    expect(sel.selectShowLoader(actor.getSnapshot())).toBe(true)
    await vi.advanceTimersByTimeAsync(LOGIN_LOADER_RESET_MS - LOGIN_BUTTON_LOADING_RESET_MS)
    expect(sel.selectShowLoader(actor.getSnapshot())).toBe(false)
  })

  it('does not call the server with an empty login or password', async () => {
    const signIn = vi.fn(async (): Promise<TokenAnswer> => ({ state: 1, msg: null, data: { accessToken: 't' } }))
    const actor = start(fromPromise<TokenAnswer, Credentials>(signIn))
    await vi.advanceTimersByTimeAsync(LOGIN_FORM_APPEAR_MS)
    actor.send({ type: 'credentials.submit', credentials: { userName: 'student', password: '' } })
    actor.send({ type: 'credentials.submit', credentials: { userName: '   ', password: 'x' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(signIn).not.toHaveBeenCalled()
    expect(sel.selectIsBusy(actor.getSnapshot())).toBe(false)
  })
})
