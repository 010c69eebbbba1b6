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
import { median } from './bench-format.mjs'
import { ensureBuilt, launchChromium, signedIn, startPreview } from './bench-browser.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PORT = 4195
const DIST = process.env.BENCH_DIST ?? 'dist-bench'
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

ensureBuilt(DIST)
const server = await startPreview(DIST, PORT)
const BASE = server.base
const browser = await launchChromium()

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
    const { context, page } = await signedIn(browser, BASE, 'admin')
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
  server.stop()
}

console.log(`navigation (${DIST}), demo as a user has it, ${RUNS} fresh contexts as admin:`)
console.log(`  /Menu loaded cold, navigation start to its heading: median ${Math.round(median(coldLoads))} ms`)
console.log(
  `  first visit of a screen (${SCREENS.length} screens × ${RUNS}), navigation to its heading: median ${Math.round(median(firstVisits))} ms, slowest ${Math.round(Math.max(...firstVisits))} ms`,
)
