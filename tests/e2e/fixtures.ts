import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

export const DEMO_PASSWORD = 'demo2024'

/**
 * Signs in without clicking through the form (the form itself is tested in auth.spec.ts): asks the
 * in-page mock backend for a token, stores it in the auth cookie, then opens `path`.
 */
export async function signInAs(page: Page, login: string, path = '') {
  await page.goto('login')
  await page.getByRole('button', { name: 'Войти', exact: true }).waitFor()
  const token = await page.evaluate(
    async ([userName, password]) => {
      const response = await fetch('/WebApp/api/tokenauth', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName, password }) })
      const body = (await response.json()) as { data?: { accessToken?: string } }
      return body.data?.accessToken ?? null
    },
    [login, DEMO_PASSWORD],
  )
  if (!token) throw new Error(`demo sign-in failed for ${login}`)
  await page.evaluate((t) => {
    document.cookie = `authToken=${encodeURIComponent(t)}; path=/; SameSite=Lax`
  }, token)
  await page.goto(path)
}

/**
 * Serious and critical axe violations only (WCAG 2.x A/AA), in the whole page or, given selectors, only
 * inside those parts (an area's own screen; the frame around it is checked by the layout's tests).
 */
export async function seriousA11yViolations(page: Page, ...include: string[]) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  for (const selector of include) builder = builder.include(selector)
  const results = await builder.analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)
}

/**
 * `student` has pending lesson reviews: their panel opens by itself a second after load and may cover
 * what a test wants to click. Close it whenever it gets in the way.
 */
export async function dismissReviewPrompt(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Отзыв о занятии' }), async () => {
    await page.keyboard.press('Escape')
  })
}

/** Fails the test on any console error or uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
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
