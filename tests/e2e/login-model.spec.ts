import type { Page } from '@playwright/test'
import { TestModel } from '@xstate/graph'
import type { EventObject } from 'xstate'
import { loginMachine } from '../../src/machines/login/login.machine'
import { test, expect, DEMO_PASSWORD } from './fixtures'

/**
 * The login machine's paths, generated with @xstate/graph, executed through the real UI: every event
 * becomes a gesture (a typed or empty submit, the registration switch; the server's answer is chosen
 * by the credentials or an injected fault) and every state a DOM assertion.
 */
type Answer = 'token' | 'rejected' | 'noAnswer'
const ANSWERS: Record<Answer, unknown> = {
  token: { state: 1, msg: null, data: { accessToken: 't' } },
  rejected: { state: -1, msg: 'Неверный логин или пароль', data: null },
  noAnswer: new Error('no answer'),
}

const model = new TestModel(loginMachine, {
  events: ((s: ReturnType<typeof loginMachine.getInitialSnapshot>) => {
    const events: EventObject[] = []
    const auth = (s.value as { form?: { active?: { auth?: string; view?: string } } }).form?.active
    if (auth?.auth === 'idle' && auth.view === 'login') {
      events.push({
        type: 'credentials.submit',
        credentials: { userName: 'student', password: DEMO_PASSWORD },
      } as EventObject)
      events.push({ type: 'credentials.submit', credentials: { userName: '', password: '' } } as EventObject)
    }
    if (auth?.auth === 'idle' && (auth.view === 'login' || auth.view === 'registration'))
      events.push({ type: 'mode.toggle' })
    if (s.children.signIn) {
      events.push({ type: 'xstate.done.actor.signIn', output: ANSWERS.token } as EventObject)
      events.push({ type: 'xstate.done.actor.signIn', output: ANSWERS.rejected } as EventObject)
      events.push({ type: 'xstate.error.actor.signIn', error: ANSWERS.noAnswer } as EventObject)
    }
    for (const node of (s as unknown as { _nodes: { after?: { eventType: string }[] }[] })._nodes) {
      for (const t of node.after ?? []) if (!t.eventType.includes('LOADER_RESET')) events.push({ type: t.eventType })
    }
    return events
  }) as never,
} as never)

// Shortest paths to every state (an empty submit changes no state: auth.spec.ts covers it).
const paths = model.getShortestPaths({ input: { demo: true } } as never)

function answerAfter(steps: { event: EventObject }[], index: number): Answer {
  const next = steps[index + 1]?.event as (EventObject & { output?: { state: number; data: unknown } }) | undefined
  if (!next) return 'rejected'
  if (next.type === 'xstate.error.actor.signIn') return 'noAnswer'
  return next.output?.data ? 'token' : 'rejected'
}

async function setOffline(page: Page, offline: boolean) {
  // The form paints before the in-page backend has started (issue 19); start.tsx publishes it once it has.
  await page.waitForFunction(() => '__demo' in window)
  // the site settings (which show «Регистрация студента») must have arrived before the network goes away
  if (offline) await expect(page.getByRole('button', { name: 'Регистрация студента' })).toBeVisible()
  await page.evaluate((off) => {
    const demo = (window as unknown as { __demo: { getFaults(): object; setFaults(f: object): void } }).__demo
    demo.setFaults({ ...demo.getFaults(), offline: off })
  }, offline)
}

function name(steps: { event: EventObject }[]) {
  return steps
    .map((s) =>
      s.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.([^.]+)\..*/, 'after:$1'),
    )
    .filter((t) => t !== 'xstate.init')
    .join(' → ')
}

for (const path of paths) {
  test(`login path: ${name(path.steps) || '(initial)'}`, async ({ page }) => {
    await page.goto('login')
    for (let i = 0; i < path.steps.length; i++) {
      const { event, state } = path.steps[i]
      const active = (state.value as { form?: { active?: { auth?: string; view?: string } } }).form?.active
      if (event.type === 'credentials.submit') {
        const { userName } = (event as unknown as { credentials: { userName: string } }).credentials
        const answer = answerAfter(path.steps, i)
        await setOffline(page, userName !== '' && answer === 'noAnswer')
        await page.getByLabel('Логин').fill(userName)
        await page
          .getByLabel('Пароль', { exact: true })
          .fill(userName ? (answer === 'token' ? DEMO_PASSWORD : 'wrong-password') : '')
        await page.getByLabel('Пароль', { exact: true }).press('Enter')
      } else if (event.type === 'mode.toggle') {
        if (active?.view === 'toRegistration') await page.getByRole('button', { name: 'Регистрация студента' }).click()
        else await page.getByRole('button', { name: 'Назад' }).click()
      }
      // Each state as the user sees it.
      if (state.matches({ form: 'appearing' })) continue
      if (active?.auth === 'succeeded') {
        await expect(page.getByRole('heading', { level: 1, name: /Анна Игоревна/ })).toBeVisible()
        break
      }
      if (active?.view === 'registration')
        await expect(page.getByRole('button', { name: 'Зарегистрироваться' })).toBeVisible()
      if (active?.view === 'login' && active.auth === 'idle') await expect(page.getByLabel('Логин')).toBeVisible()
      const error = state.context.error
      if (error && active?.view === 'login') {
        const text =
          error.code === 'serverMessage'
            ? 'Неверный логин или пароль'
            : error.code === 'unknown'
              ? 'Неизвестная ошибка'
              : 'Сервер не отвечает'
        await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible()
      }
      if (
        event.type === 'credentials.submit' &&
        !(event as unknown as { credentials: { userName: string } }).credentials.userName
      ) {
        await expect(page.getByLabel('Логин')).toHaveAttribute('aria-invalid', 'true')
      }
    }
  })
}
