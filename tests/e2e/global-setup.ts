import { mkdirSync } from 'node:fs'
import { chromium, type FullConfig } from '@playwright/test'
import { BASELINE_LATENCY_KEY, DEMO_PASSWORD, E2E_USERS, QUIET_PROMPTS_KEY, storageStatePath } from './auth-state'

/**
 * Signs in ONCE per demo user the specs use (through the in-page mock backend's token endpoint, as the
 * app's own login does) and saves each signed-in state to test-results/.auth/<login>.json: the auth
 * cookie and the demo's quiet-prompts setting (the lesson-review panel and the inactivity banner do not
 * open by themselves; journeys that test them sign in with `{ quietPrompts: false }`).
 * Playwright starts the web server before this runs.
 */
export default async function globalSetup(config: FullConfig) {
  const { baseURL, launchOptions } = config.projects[0].use
  mkdirSync('test-results/.auth', { recursive: true })
  const browser = await chromium.launch(launchOptions)
  try {
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    await page.goto('login')
    await page.getByRole('button', { name: 'Войти', exact: true }).waitFor()
    // The form paints before the in-page backend has started (issue 19); start.tsx exposes it when it has.
    await page.waitForFunction(() => '__demo' in window)
    for (const login of E2E_USERS) {
      const token = await page.evaluate(
        async ([userName, password]) => {
          const response = await fetch('/WebApp/api/tokenauth', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ userName, password }),
          })
          const body = (await response.json()) as { data?: { accessToken?: string } }
          return body.data?.accessToken ?? null
        },
        [login, DEMO_PASSWORD],
      )
      if (!token) throw new Error(`demo sign-in failed for ${login}`)
      // Only what a signed-in user carries: the demo data the page keeps in its storage is not saved.
      await context.clearCookies()
      await context.addCookies([
        { name: 'authToken', value: encodeURIComponent(token), url: new URL(baseURL!).origin, sameSite: 'Lax' },
      ])
      const origin = new URL(baseURL!).origin
      const state = await context.storageState()
      await writeState(storageStatePath(login), {
        cookies: state.cookies,
        origins: [
          {
            origin,
            localStorage: [
              { name: QUIET_PROMPTS_KEY, value: 'true' },
              { name: BASELINE_LATENCY_KEY, value: '0' },
            ],
          },
        ],
      })
    }
  } finally {
    await browser.close()
  }
}

async function writeState(path: string, state: unknown) {
  const { writeFile } = await import('node:fs/promises')
  await writeFile(path, `${JSON.stringify(state, null, 2)}\n`)
}
