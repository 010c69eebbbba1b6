#!/usr/bin/env node
/**
 * Review and feed figures (run by `npm run bench` after the main bench, or alone):
 *   - bytes of the review extension chunks (button, dialog, date field, star rating), loaded after the layout;
 *   - time from opening '/' as `student` to the review dialog being visible (includes the spec's 1 s wait);
 *   - time from opening /Feed to its first item being visible.
 * Medians over BENCH_RUNS fresh browser contexts. Figures only; no budget.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { median } from './bench-format.mjs'
import { ensureBuilt, launchChromium, signedIn, startPreview } from './bench-browser.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PORT = 4197
const DIST = process.env.BENCH_DIST ?? 'dist-bench'
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`

ensureBuilt(DIST)
const chunks = readdirSync(`${DIST}/assets`).filter((f) =>
  /^(review-extension|review-dialog|date-field|star-rating|feed-screen|home-screen|received-reviews-screen)[-.].*\.(js|css)$/.test(
    f,
  ),
)
for (const f of chunks) {
  const raw = readFileSync(`${DIST}/assets/${f}`)
  console.log(`chunk ${f}: ${kb(raw.length)} raw, ${kb(gzipSync(raw).length)} gzip`)
}

const server = await startPreview(DIST, PORT)
const BASE = server.base
const browser = await launchChromium()

const dialogTimes = []
const feedTimes = []
try {
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await signedIn(browser, BASE, 'student')
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
  server.stop()
}
