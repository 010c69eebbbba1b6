#!/usr/bin/env node
/**
 * Navigation figures (run by `npm run bench` after the main bench, or alone; BENCH_DIST chooses the build):
 *   - a signed-in page loaded cold (`/Menu` as `admin`): from the navigation's start to its heading, in a fresh
 *     browser context (the route table, the signed-in frame and the screen are three chunks loaded in turn);
 *   - the first visit of a screen inside the running app (a menu link's pushState): from the navigation to
 *     its heading with no progress bar, for screens whose chunk is not loaded yet; median and slowest.
 * The demo as a user has it (its 120 ms baseline latency per request). Medians over BENCH_RUNS contexts.
 * Figures only; no budget.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PORT = 4196
const DIST = process.env.BENCH_DIST ?? 'dist-bench'
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const BASE = `http://localhost:${PORT}/WebApp/`
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
/** Screens the admin may open, each in a chunk of its own (none of them is loaded by the frame). */
const SCREENS = [
  '/Search',
  '/Staff/StaffList',
  '/Students/List',
  '/Feed',
  '/Rasp/list',
  '/Journals/Stat/Attendance',
  '/Journals/List',
  '/Admin/OAuth',
  '/Certificates/ProcessingList',
  '/Portfolio/Verifier/ListWorks',
  '/Contests/Admin/',
  '/StudentApplication/List',
  '/portfolio/globalStat',
  '/Signatures',
  '/Staff/Graph',
]

if (!existsSync(`${DIST}/index.html`)) {
  console.log(`building ${DIST}…`)
  if (spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--logLevel', 'error'], { stdio: 'inherit' }).status !== 0)
    process.exit(1)
}
const server = spawn('npx', ['vite', 'preview', '--outDir', DIST, '--port', String(PORT), '--strictPort'], {
  stdio: 'ignore',
  detached: true,
})
await new Promise((r) => setTimeout(r, 2500))
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS })

async function signedIn(login) {
  const context = await browser.newContext({ locale: 'ru-RU' })
  const page = await context.newPage()
  await page.goto(`${BASE}login`)
  await page.getByRole('button', { name: 'Войти', exact: true }).waitFor({ timeout: 30_000 })
  await page.waitForFunction(() => '__demo' in window, undefined, { timeout: 30_000 })
  const token = await page.evaluate(async (userName) => {
    const r = await fetch('/WebApp/api/tokenauth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: 'demo2024' }),
    })
    return (await r.json()).data.accessToken
  }, login)
  await page.evaluate((t) => (globalThis.document.cookie = `authToken=${encodeURIComponent(t)}; path=/`), token)
  return { context, page }
}

/** Installed in the page: `__headingShown` resolves with performance.now() once a visible h1 reads `heading`
 * (or differs from `not`) and no navigation progress bar shows. */
const INSTALL_HEADING_WAIT = () => {
  window.__headingShown = ({ heading, not }) =>
    new Promise((resolve) => {
      const check = () => {
        const h1 = document.querySelector('h1')
        const text = h1?.textContent?.trim()
        const shown =
          !document.querySelector('.navigation-progress') &&
          h1?.checkVisibility() &&
          (heading ? text === heading : text !== not)
        if (shown) resolve(performance.now())
        else requestAnimationFrame(check)
      }
      check()
    })
}

const coldLoads = []
const firstVisits = []
try {
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await signedIn('admin')
    await page.addInitScript(INSTALL_HEADING_WAIT)
    // The first signed-in load registers nothing new (the mock worker is there since the sign-in page).
    await page.goto(`${BASE}Menu`, { waitUntil: 'commit' })
    coldLoads.push(await page.evaluate(() => window.__headingShown({ heading: 'Меню' })))
    for (const path of SCREENS) {
      // From the error page (loaded with the frame), as the route walk does: the heading must change.
      await page.evaluate(() => history.pushState(null, '', '/WebApp/500'))
      await page.evaluate(() => window.__headingShown({ heading: 'Ошибка сервера' }))
      firstVisits.push(
        await page.evaluate(async (path) => {
          const started = performance.now()
          history.pushState(null, '', `/WebApp${path}`)
          return (await window.__headingShown({ not: 'Ошибка сервера' })) - started
        }, path),
      )
    }
    await context.close()
  }
} finally {
  await browser.close()
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    /* already ended */
  }
}

const sorted = [...firstVisits].sort((a, b) => a - b)
console.log(`navigation (${DIST}), demo as a user has it, ${RUNS} fresh contexts as admin:`)
console.log(`  /Menu loaded cold, navigation start to its heading: median ${Math.round(median(coldLoads))} ms`)
console.log(
  `  first visit of a screen (${SCREENS.length} screens × ${RUNS}), navigation to its heading: median ${Math.round(median(firstVisits))} ms, slowest ${Math.round(sorted.at(-1))} ms`,
)
