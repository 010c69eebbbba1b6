import { existsSync, readFileSync } from 'node:fs'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { DEMO_PASSWORD as DEMO_PASSWORD_VALUE, QUIET_PROMPTS_KEY, RELAY_ROOM_KEY, storageStatePath } from './auth-state'

export { DEMO_PASSWORD } from './auth-state'

type SavedState = {
  cookies: Parameters<BrowserContext['addCookies']>[0]
  origins: { origin: string; localStorage: { name: string; value: string }[] }[]
}

/**
 * Signs in as a demo user with the state the global setup saved for them (test-results/.auth/<login>.json:
 * one sign-in per user per run; the login form itself is tested through the form in auth.spec.ts and
 * login-model.spec.ts), then opens `path`. The saved state carries the demo's quiet-prompts setting, so
 * the lesson-review panel and the inactivity banner stay closed; a journey that tests them passes
 * `{ quietPrompts: false }`.
 */
export async function signInAs(page: Page, login: string, path = '', options: { quietPrompts?: boolean } = {}) {
  const file = storageStatePath(login)
  if (!existsSync(file))
    throw new Error(`no saved sign-in for «${login}»: add it to E2E_USERS in tests/e2e/auth-state.ts`)
  const state = JSON.parse(readFileSync(file, 'utf8')) as SavedState
  await page.context().addCookies(state.cookies)
  const quiet = options.quietPrompts ?? true
  const entries = state.origins.flatMap((o) => o.localStorage).filter((e) => quiet || e.name !== QUIET_PROMPTS_KEY)
  if (entries.length > 0) {
    // Before the app's scripts on every load of this page; a value the test set itself is kept.
    await page.addInitScript((items) => {
      for (const { name, value } of items) if (localStorage.getItem(name) === null) localStorage.setItem(name, value)
    }, entries)
  }
  await page.goto(path)
}

/**
 * Signs in through the login form, in this page's own time: for a test that moves the page's clock
 * (a token saved by the global setup today may count as expired on the date the test sets).
 */
export async function signInThroughForm(page: Page, login: string, path = '') {
  await page.goto('login')
  await page.getByLabel('Логин').fill(login)
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD_VALUE)
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'))
  if (path) await page.goto(path)
}

/**
 * Serious and critical axe violations only (WCAG 2.x A/AA), in the whole page or, given selectors, only
 * inside those parts (an area's own screen; the frame around it is checked by the layout's tests).
 */
/**
 * Moscow date `days` from today as дд.мм.гггг (the date fields' mask). The browser runs in Europe/Moscow;
 * Node's own day differs from it between 21:00 and 24:00 UTC.
 */
export const moscowRuDate = (days = 0) =>
  new Date(Date.now() + 3 * 36e5 + days * 864e5).toISOString().slice(0, 10).split('-').reverse().join('.')

export async function seriousA11yViolations(page: Page, ...include: string[]) {
  // Checked scrolled to the top: a button half scrolled under the sticky header leaves a sliver that axe's
  // target-size rule counts as a too-small target (a flake that depended on where a click had scrolled to).
  await page.evaluate(() => window.scrollTo(0, 0))
  // A dialog still fading in has its text at part opacity: axe measured its contrast too low (a flake).
  await animationsSettled(page)
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  for (const selector of include) builder = builder.include(selector)
  const results = await builder.analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/**
 * Waits until no finite CSS animation or transition runs (dialog fades, layout changes): a condition,
 * not a sleep. Endless ones (spinners) are not waited for.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
}

/**
 * Puts a browser context into the running test's own relay room: the pages of one test (two users in two
 * contexts) mirror each other's writes, and the journeys running beside it on the other worker stay out
 * (their records, allocated the same ids, were mirrored over this test's: a judge's marks never reached
 * the organiser's overview).
 */
export async function joinTestRelayRoom(context: BrowserContext) {
  const info = base.info()
  const room = `${info.testId}-${info.retry}-${info.repeatEachIndex}`
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [RELAY_ROOM_KEY, room])
}

/**
 * Every test's context is in the test's own relay room; fails the test on any console error or uncaught
 * exception in the page.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context }, use) => {
    await joinTestRelayRoom(context)
    await use(context)
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(String(e)))
    page.on('console', (m) => {
      if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text())
    })
    await use(errors)
  },
})

export { expect }
