#!/usr/bin/env node
/**
 * Mail upload benchmark (issue 5, Scale): in the demo build, the author sends a letter with a 19 MB
 * attachment through the compose dialog; the chunks (3,096,576 bytes each) go through the in-page mock
 * backend, which reassembles and stores them in IndexedDB. Reports the upload throughput (from the send
 * click to the last chunk's answer, i.e. when 'Завершение отправки…' appears) and the main thread's
 * longest blocking task during the upload (PerformanceObserver 'longtask'), median of BENCH_MAIL_RUNS.
 * Figures only; no budget. Standalone: builds into dist-bench when there is no build yet.
 */
import { ensureBuilt, launchChromium, startPreview } from './bench-browser.mjs'
import { demoTokenInPage, median } from './bench-format.mjs'

const RUNS = Number(process.env.BENCH_MAIL_RUNS ?? 3)
const PORT = Number(process.env.BENCH_MAIL_PORT ?? 4196)
const DIST = process.env.BENCH_DIST ?? 'dist-bench'
const SIZE = 19 * 1024 * 1024

ensureBuilt(DIST)

const payload = Buffer.alloc(SIZE)
for (let i = 0, x = 17; i < SIZE; i++) {
  x = (x * 1103515245 + 12345) >>> 0
  payload[i] = x >>> 24
}

const server = await startPreview(DIST, PORT)
const base = server.base
const browser = await launchChromium()

async function run() {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(() => {
    const w = window
    w.__longtasks = []
    w.__sendAt = null
    w.__lastChunkAt = null
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longtasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('.mail-compose button[type=submit]'))
          w.__sendAt = performance.now()
      },
      true,
    )
    new MutationObserver(() => {
      if (w.__sendAt !== null && w.__lastChunkAt === null && document.body.textContent.includes('Завершение отправки…'))
        w.__lastChunkAt = performance.now()
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto('login')
  await page.getByRole('button', { name: 'Войти', exact: true }).waitFor()
  const token = await page.evaluate(demoTokenInPage, 'author')
  await page.evaluate((t) => (document.cookie = `authToken=${encodeURIComponent(t)}; path=/; SameSite=Lax`), token)
  await page.goto('mail')
  await page.getByRole('heading', { name: 'Входящие' }).waitFor()
  await page.getByRole('button', { name: 'Написать', exact: true }).click()
  const dialog = page.getByRole('dialog')
  // the recipient type is a PrimeReact dropdown (as tests/e2e/mail.helpers.ts picks it)
  await dialog
    .locator('.p-dropdown')
    .filter({ has: page.getByRole('combobox', { name: 'Тип*' }) })
    .click()
  await page.getByRole('option', { name: 'Сотрудник', exact: true }).click()
  await dialog.getByLabel('ФИО*').fill('Павлова')
  await dialog.getByRole('button', { name: /Павлова Мария Александровна/ }).click()
  await dialog.getByLabel('Тема*').fill('Большое вложение')
  await dialog
    .locator('input[type=file]')
    .setInputFiles([{ name: 'архив.zip', mimeType: 'application/zip', buffer: payload }])
  await dialog.getByRole('button', { name: 'Отправить' }).click()
  await page.waitForFunction(() => window.__lastChunkAt !== null, null, { timeout: 180_000, polling: 100 })
  const result = await page.evaluate(() => {
    const w = window
    const during = w.__longtasks.filter((t) => t.start + t.duration >= w.__sendAt && t.start <= w.__lastChunkAt)
    return {
      ms: w.__lastChunkAt - w.__sendAt,
      longest: during.reduce((m, t) => Math.max(m, t.duration), 0),
      blocking: during.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
      count: during.length,
    }
  })
  await page.getByText('Письмо отправлено.').waitFor({ timeout: 30_000 })
  await context.close()
  return result
}

try {
  const results = []
  for (let i = 0; i < RUNS; i++) results.push(await run())
  const mbps = results.map((r) => SIZE / 1024 / 1024 / (r.ms / 1000))
  console.log(
    `mail upload of a 19 MB attachment (7 chunks of 3,096,576 bytes) through the demo mock backend, ${RUNS} runs:`,
  )
  console.log(
    `  time to the last chunk: median ${Math.round(median(results.map((r) => r.ms)))} ms  (${results.map((r) => Math.round(r.ms)).join(', ')})`,
  )
  console.log(`  throughput: median ${median(mbps).toFixed(1)} MB/s`)
  console.log(
    `  longest main-thread task during upload: median ${Math.round(median(results.map((r) => r.longest)))} ms (max ${Math.round(Math.max(...results.map((r) => r.longest)))} ms)`,
  )
  console.log(
    `  total blocking time during upload: median ${Math.round(median(results.map((r) => r.blocking)))} ms over ${median(results.map((r) => r.count))} long tasks`,
  )
} finally {
  await browser.close()
  server.stop()
}
