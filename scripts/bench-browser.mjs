/**
 * What the benchmarks share to drive a built demo in the system Chromium (a helper: `npm run bench` does not run it).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** No sandbox (root in a container), no GPU, and no background traffic of the browser's own to blur the figures. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Builds the demo into `dist` unless a build is there already (`npm run bench` builds once for every bench). */
export function ensureBuilt(dist) {
  if (existsSync(`${dist}/index.html`)) return
  console.log(`building ${dist}…`)
  if (spawnSync('npx', ['vite', 'build', '--outDir', dist, '--logLevel', 'error'], { stdio: 'inherit' }).status !== 0)
    process.exit(1)
}

/**
 * Serves `dist` with `vite preview` on `port` and resolves once it answers. Its own process group, so `stop()`
 * also ends the vite process that npx starts.
 */
export async function startPreview(dist, port) {
  const server = spawn('npx', ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  })
  const base = `http://localhost:${port}/WebApp/`
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(base)).ok) break
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    base,
    stop() {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        /* it had already ended */
      }
    },
  }
}

export const launchChromium = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })

/** A fresh context signed in as a demo user (the auth cookie from the in-page backend), on the sign-in page. */
export async function signedIn(browser, base, login) {
  const context = await browser.newContext({ locale: 'ru-RU' })
  const page = await context.newPage()
  await page.goto(`${base}login`)
  await page.getByRole('button', { name: 'Войти', exact: true }).waitFor({ timeout: 30_000 })
  // The form paints before the demo backend has started; start.tsx exposes it once it has.
  await page.waitForFunction(() => '__demo' in window, undefined, { timeout: 30_000 })
  const token = await page.evaluate(async (userName) => {
    const r = await fetch('/WebApp/api/tokenauth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: 'demo2024' }),
    })
    return (await r.json()).data.accessToken
  }, login)
  await page.evaluate((t) => (document.cookie = `authToken=${encodeURIComponent(t)}; path=/`), token)
  return { context, page }
}
