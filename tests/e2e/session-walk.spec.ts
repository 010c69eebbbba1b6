import type { Page } from '@playwright/test'
import { test, expect, signInAs } from './fixtures'

/**
 * Issue 13 item 1: fast navigation or a hard reload must not sign anyone out.
 * - A walk of 200 full page loads over signed-in routes, one right after the other (each `goto`
 *   interrupts the previous page while it boots), ends signed in — three walks.
 * - A hard reload (cache and service worker bypassed, like Ctrl+Shift+R) of a page whose document
 *   takes 2 s, with a second tab open on `/`: the reloaded page boots mocked and signed in, and the
 *   other tab stays signed in.
 */
const ROUTES = ['', 'Menu', 'Chat', 'mail', 'Feed', 'Staff/StaffList', 'Rasp/My', 'Search', 'feedback', 'Students/List']
const SERVICE_WORKER_ERRORS = /ServiceWorker|mockServiceWorker/

async function expectSignedIn(page: Page) {
  await page.goto('')
  await expect(page.getByRole('heading', { name: /Здравствуйте/ })).toBeVisible({ timeout: 30_000 })
  await expect(page).not.toHaveURL(/\/login/)
  const cookies = await page.context().cookies()
  expect(cookies.some((c) => c.name === 'authToken' && c.value.length > 0)).toBe(true)
}

test.describe('sessions survive fast navigation and hard reloads', () => {
  // 600 page loads: the walks run one after the other in one worker (a failed walk does not skip the
  // next); generous limits, since a load on a busy 2-core machine takes up to ~1 s.
  test.describe.configure({ timeout: 300_000, mode: 'default' })
  test.use({ actionTimeout: 30_000 })

  for (const walk of [1, 2, 3]) {
    test(`walk ${walk}: 200 full page loads in a row end signed in`, async ({ page }) => {
      const pageErrors: string[] = []
      page.on('pageerror', (e) => pageErrors.push(String(e)))
      await signInAs(page, 'teacher', '')
      await expect(page.getByRole('heading', { name: /Здравствуйте/ })).toBeVisible({ timeout: 30_000 })
      for (let i = 0; i < 200; i++) {
        const path = ROUTES[(i * 7 + walk) % ROUTES.length]
        // Only the document: the next load interrupts this page while it is still booting.
        await page.goto(path, { waitUntil: 'commit' })
      }
      await expectSignedIn(page)
      expect(pageErrors.filter((e) => SERVICE_WORKER_ERRORS.test(e))).toEqual([])
    })
  }

  test('a hard reload of a slow page with a second tab open keeps both tabs signed in', async ({ page, context }) => {
    const pageErrors: string[] = []
    page.on('pageerror', (e) => pageErrors.push(String(e)))
    await signInAs(page, 'teacher', 'mail')
    // The first visit registers the mock worker (and may reload once on a busy machine): let it settle first.
    await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible({ timeout: 30_000 })
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    const second = await context.newPage()
    await second.goto('')
    await expect(second.getByRole('heading', { name: /Здравствуйте/ })).toBeVisible({ timeout: 30_000 })

    // Ctrl+Shift+R: the reloaded document bypasses the service worker, so it starts uncontrolled while
    // the mock worker is registered (CDP's Page.reload(ignoreCache) alone does not reliably bypass it).
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    // The reloaded document arrives after 2 s; only its own request bypasses the worker.
    let delayed = 0
    await page.route(/\/WebApp\/mail$/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      delayed++
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      await route.continue()
    })
    // Records, across this tab's documents, whether each started under the mock worker's control.
    await page.addInitScript(() => {
      const starts = JSON.parse(sessionStorage.getItem('documentStarts') ?? '[]') as boolean[]
      sessionStorage.setItem('documentStarts', JSON.stringify([...starts, Boolean(navigator.serviceWorker.controller)]))
    })
    await page.evaluate(() => sessionStorage.removeItem('documentStarts'))
    await cdp.send('Network.setBypassServiceWorker', { bypass: true })
    await cdp.send('Page.reload', { ignoreCache: true })
    await expect.poll(() => delayed).toBe(1)
    // While the document is delayed: everything after it goes through the worker again.
    await cdp.send('Network.setBypassServiceWorker', { bypass: false })
    await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible({ timeout: 30_000 })
    await expect(page).toHaveURL(/\/WebApp\/mail/)
    // The case of the issue: the hard-reloaded document started uncontrolled (the worker then claims it,
    // or, when the claim is slow on a busy machine, the page reloads once under its control); now it is controlled.
    const starts = await page.evaluate(() => JSON.parse(sessionStorage.getItem('documentStarts') ?? '[]') as boolean[])
    test.info().annotations.push({ type: 'document starts', description: JSON.stringify(starts) })
    expect(starts[0]).toBe(false)
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    // The session check of the reloaded page went to the mock backend, not the static server.
    const answer = await page.evaluate(async () => {
      const token = decodeURIComponent(/authToken=([^;]+)/.exec(document.cookie)?.[1] ?? '')
      const response = await fetch('/WebApp/api/tokenauth', { headers: { Authorization: `Bearer ${token}` } })
      return { status: response.status, type: response.headers.get('content-type') }
    })
    expect(answer).toEqual({ status: 200, type: expect.stringContaining('json') })

    // The other tab is still signed in: its next page load shows the signed-in home.
    await expectSignedIn(second)
    await expectSignedIn(page)
    expect(pageErrors.filter((e) => SERVICE_WORKER_ERRORS.test(e))).toEqual([])
  })
})
