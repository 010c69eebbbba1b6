#!/usr/bin/env node
/**
 * Review and feed figures (run by `npm run bench` after the main bench, or alone):
 *   - bytes of the review extension chunks (button, dialog, date field, star rating), loaded after the layout;
 *   - time from opening '/' as `student` to the review dialog being visible (includes the spec's 1 s wait);
 *   - time from opening /Feed to its first item being visible.
 * Medians over BENCH_RUNS fresh browser contexts. Figures only; no budget.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PORT = 4197
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
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

if (!existsSync(`${DIST}/index.html`)) {
  console.log(`building ${DIST}…`)
  if (spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--logLevel', 'error'], { stdio: 'inherit' }).status !== 0)
    process.exit(1)
}
const chunks = readdirSync(`${DIST}/assets`).filter((f) =>
  /^(review-extension|review-dialog|date-field|star-rating|feed-screen|home-screen|received-reviews-screen)[-.].*\.(js|css)$/.test(
    f,
  ),
)
for (const f of chunks) {
  const raw = readFileSync(`${DIST}/assets/${f}`)
  console.log(`chunk ${f}: ${kb(raw.length)} raw, ${kb(gzipSync(raw).length)} gzip`)
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

const dialogTimes = []
const feedTimes = []
try {
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await signedIn('student')
    let started = Date.now()
    await page.goto(BASE)
    await page.getByRole('dialog', { name: 'Отзыв о занятии' }).waitFor({ timeout: 30_000 })
    dialogTimes.push(Date.now() - started)
    await page.keyboard.press('Escape')
    started = Date.now()
    await page.goto(`${BASE}Feed`)
    await page.locator('.feed-item').first().waitFor({ timeout: 30_000 })
    feedTimes.push(Date.now() - started)
    await context.close()
  }
  console.log(
    `review dialog visible after opening '/': median ${median(dialogTimes)} ms over ${RUNS} runs (includes the 1000 ms the spec waits)`,
  )
  console.log(`first feed item visible after opening /Feed: median ${median(feedTimes)} ms over ${RUNS} runs`)
} finally {
  await browser.close()
  // npx starts vite as a child: end the whole group, not only npx
  process.kill(-server.pid, 'SIGTERM')
}
