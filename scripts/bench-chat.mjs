#!/usr/bin/env node
/**
 * Chat benchmark (run by `npm run bench` after the main bench, or alone: `node scripts/bench-chat.mjs`).
 * Builds the demo, serves it, and in the system Chromium measures on the seeded 20,000-message chat:
 *   - time to show the last messages after the chat's data arrives (response → last bubble on screen),
 *   - DOM nodes inside the message list (virtualised: bounded, whatever the history length),
 *   - time to jump to and highlight the quoted message 10,000 messages up,
 *   - time to apply 100 incoming messages (100 realtime NewMessage events rendered).
 * Figures only; no budget. Median of RUNS fresh contexts.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chromium } from '@playwright/test'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PORT = 4198
const DIST = 'dist-bench-chat'
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

console.log('building the demo for the chat bench…')
if (spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--logLevel', 'error'], { stdio: 'inherit' }).status !== 0)
  process.exit(1)
const server = spawn('npx', ['vite', 'preview', '--outDir', DIST, '--port', String(PORT), '--strictPort'], {
  stdio: 'ignore',
})
await new Promise((r) => setTimeout(r, 2500))
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS })

async function token(page, login) {
  return page.evaluate(async (userName) => {
    const r = await fetch('/WebApp/api/tokenauth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: 'demo2024' }),
    })
    return (await r.json()).data.accessToken
  }, login)
}

/** Resolves when `selector` (optionally containing text) is inside the message list's viewport. */
const visibleIn = `(selector, text) => new Promise((resolve) => {
  const tick = () => {
    const list = document.querySelector('.msg-scroll')
    const el = [...document.querySelectorAll(selector)].find((e) => !text || e.textContent.includes(text))
    if (list && el) {
      const a = list.getBoundingClientRect(), b = el.getBoundingClientRect()
      if (b.bottom > a.top && b.top < a.bottom) return resolve(performance.now())
    }
    requestAnimationFrame(tick)
  }
  tick()
})`

const results = { show: [], nodes: [], jump: [], incoming: [] }
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    // the time the chat's answer reaches the page (the in-page mock builds the whole answer first)
    await page.addInitScript(() => {
      const original = window.fetch
      window.fetch = async (...args) => {
        const response = await original(...args)
        const url = String(args[0] instanceof Request ? args[0].url : args[0])
        if (/\/api\/chats\/chat\?/.test(url)) window.__chatDataAt = performance.now()
        return response
      }
    })
    await page.goto(`${BASE}login`)
    await page.getByRole('button', { name: 'Войти', exact: true }).waitFor()
    const student = await token(page, 'student')
    await page.evaluate((t) => (document.cookie = `authToken=${encodeURIComponent(t)}; path=/`), student)
    await page.goto(`${BASE}Chat`)
    await page.getByRole('link', { name: /Общий чат ИиВТ/ }).waitFor({ timeout: 60_000 })
    // warm the lazily generated history, then measure a fresh open
    await page.getByRole('link', { name: /Общий чат ИиВТ/ }).click()
    await page.locator('.msg-bubble', { hasText: 'Возвращаюсь к этому сообщению' }).waitFor({ timeout: 60_000 })
    await page.getByRole('link', { name: /Курсовая работа/ }).click()
    await page.getByRole('heading', { name: /Курсовая работа/ }).waitFor()
    const shown = page.evaluate(`(${visibleIn})('.msg-bubble', 'Возвращаюсь к этому сообщению')`)
    await page.getByRole('link', { name: /Общий чат ИиВТ/ }).click()
    const shownAt = await shown
    const dataAt = await page.evaluate(() => window.__chatDataAt)
    results.show.push(shownAt - dataAt)
    await page.waitForTimeout(800)
    results.nodes.push(await page.evaluate(() => document.querySelectorAll('.msg-scroll *').length))

    const jump = await page.evaluate(`(async () => {
      const start = performance.now()
      const bubble = [...document.querySelectorAll('.msg-bubble')].find((b) => b.textContent.includes('Возвращаюсь к этому сообщению'))
      bubble.querySelector('.msg-citation').click()
      const at = await (${visibleIn})('.msg-highlight')
      return at - start
    })()`)
    results.jump.push(jump)

    // 100 incoming messages from another member: the in-page hub broadcasts each to this page's stream
    await page.locator('.msg-scroll').evaluate((el) => (el.scrollTop = el.scrollHeight))
    await page.waitForTimeout(300)
    const admin = await token(page, 'admin')
    const incoming = await page.evaluate(
      async ({ adminToken, visible }) => {
        const start = performance.now()
        const sends = []
        for (let i = 0; i < 100; i++) {
          sends.push(
            fetch('/WebApp/api/notifications/invoke', {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
              body: JSON.stringify({
                method: 'chatSendMessage',
                args: { text: `Пакет ${i + 1} из 100`, chatID: 1, citationID: null },
              }),
            }),
          )
        }
        await Promise.all(sends)
        const at = await eval(visible)('.msg-bubble', 'Пакет 100 из 100')
        return at - start
      },
      { adminToken: admin, visible: visibleIn },
    )
    results.incoming.push(incoming)
    await context.close()
  }
  const ms = (xs) => `${Math.round(median(xs))} ms (runs: ${xs.map((x) => Math.round(x)).join(', ')})`
  console.log('\nchat, 20,000-message history (demo build, in-page mock backend):')
  console.log(`  last messages on screen after the data arrives: ${ms(results.show)}`)
  console.log(`  DOM nodes in the message list: ${median(results.nodes)}`)
  console.log(`  jump to and highlight the quote 10,000 messages up: ${ms(results.jump)}`)
  console.log(`  apply 100 incoming messages (sent, broadcast, rendered): ${ms(results.incoming)}`)
} finally {
  await browser.close()
  server.kill()
}
