#!/usr/bin/env node
/**
 * Chat benchmark (run by `npm run bench` after the main bench, or alone: `node scripts/bench-chat.mjs`).
 * Serves npm run bench's build (BENCH_DIST; built here when missing) and in the system Chromium measures
 * the seeded 20,000-message chat at issue 19's sizes and 10× smaller and larger ones, so the growth shows:
 *   - time to show the last messages after the chat's data arrives (response → last bubble on screen),
 *     with a history of 2,000 / 20,000 / 200,000 messages: the page keeps the last 2,000 of the mock's
 *     answer, or puts 180,000 earlier messages (copies of its texts, ids below the seeded ones) before it,
 *     just before the answer reaches the app. Target at 20,000: ≤ 300 ms;
 *   - DOM nodes inside the message list (virtualised: bounded, whatever the history length);
 *   - time to jump to and highlight the quoted message 10,000 messages up (not in the 2,000 history);
 *   - 10 / 100 / 1,000 incoming messages (realtime NewMessage events from another member, on the
 *     20,000 history): wall time until the last is on screen, and the page's main-thread work meanwhile
 *     (CDP Performance.getMetrics TaskDuration: the app and the in-page mock backend, which also stores
 *     and broadcasts each message). Target at 100: ≤ 1 s of main-thread work. One more batch of 100,
 *     sampled by the CPU profiler, splits that time between the mock backend's code and the app's.
 * Figures only; median of RUNS fresh contexts. A size that fails or crashes the tab prints what happened.
 */
import { ensureBuilt, launchChromium, startPreview } from './bench-browser.mjs'
import { demoTokenInPage, formatTable, mark, median, ms, targetText } from './bench-format.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const PORT = Number(process.env.BENCH_CHAT_PORT ?? 4198)
const DIST = process.env.BENCH_DIST ?? 'dist-bench' // npm run bench's build (built here when missing)
const HISTORY = [2_000, 20_000, 200_000]
const INCOMING = [10, 100, 1_000]
const SHOW_TARGET = { op: '<=', value: 300 }
const INCOMING_TARGET = { op: '<=', value: 1000 }
const QUOTING = 'Возвращаюсь к этому сообщению'

ensureBuilt(DIST)
const server = await startPreview(DIST, PORT)
const BASE = server.base
const browser = await launchChromium()

const token = (page, login) => page.evaluate(demoTokenInPage, login)

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

/** In the page: the time the chat's answer reaches the app, and chat 1's history resized to window.__historySize. */
const WRAP_FETCH = () => {
  const resize = (messages, size) => {
    if (size <= messages.length) {
      const kept = messages.slice(messages.length - size)
      const ids = new Set(kept.map((m) => m.messageID))
      return kept.map((m) => (m.citationID && !ids.has(m.citationID) ? { ...m, citationID: 0 } : m))
    }
    const extra = size - messages.length
    const first = Date.parse(messages[0].date)
    const earlier = Array.from({ length: extra }, (_, k) => {
      const copy = messages[k % messages.length]
      return {
        ...copy,
        messageID: k - extra, // −extra … −1: below the seeded ids, distinct from every other message
        citationID: 0,
        citationCount: 0,
        date: new Date(first - (extra - k) * 60_000).toISOString(),
      }
    })
    return [...earlier, ...messages]
  }
  const original = window.fetch
  window.fetch = async (...args) => {
    const response = await original(...args)
    const url = String(args[0] instanceof Request ? args[0].url : args[0])
    if (!/\/api\/chats\/chat\?/.test(url)) return response
    if (window.__historySize && /[?&]chatID=1(&|$)/.test(url) && response.ok) {
      const answer = await response.json()
      answer.data.chatMessages = resize(answer.data.chatMessages, window.__historySize)
      const headers = new Headers(response.headers)
      headers.delete('content-length')
      const resized = new Response(JSON.stringify(answer), { status: response.status, headers })
      window.__chatDataAt = performance.now()
      return resized
    }
    window.__chatDataAt = performance.now()
    return response
  }
}

const big = (page) => page.getByRole('link', { name: /Общий чат ИиВТ/ })

/** Opens the big chat with `size` messages: ms from its data to the last messages on screen, list nodes, jump. */
async function history(page, size) {
  await page.evaluate((n) => (window.__historySize = n), size)
  await page.getByRole('link', { name: /Курсовая работа/ }).click()
  await page.getByRole('heading', { name: /Курсовая работа/ }).waitFor()
  const shown = page.evaluate(`(${visibleIn})('.msg-bubble', '${QUOTING}')`)
  await big(page).click()
  const shownAt = await Promise.race([shown, page.waitForTimeout(120_000).then(() => null)])
  if (shownAt === null) throw new Error('the last messages did not appear within 120 s')
  const show = shownAt - (await page.evaluate(() => window.__chatDataAt))
  await page.waitForTimeout(800)
  const nodes = await page.evaluate(() => document.querySelectorAll('.msg-scroll *').length)
  const jump =
    size > 10_000
      ? await page.evaluate(`(async () => {
          const start = performance.now()
          const bubble = [...document.querySelectorAll('.msg-bubble')].find((b) => b.textContent.includes('${QUOTING}'))
          bubble.querySelector('.msg-citation').click()
          const at = await (${visibleIn})('.msg-highlight')
          return at - start
        })()`)
      : null
  return { show, nodes, jump }
}

/** `count` messages from another member: wall ms until the last is on screen, and the main-thread work (ms). */
async function incoming(page, cdp, count, adminToken, label = 'Партия') {
  await page.locator('.msg-scroll').evaluate((el) => (el.scrollTop = el.scrollHeight))
  await page.waitForTimeout(300)
  const taskTime = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000
  const before = await taskTime()
  const wall = await page.evaluate(
    async ({ adminToken, visible, count, label }) => {
      const start = performance.now()
      const sends = []
      for (let i = 0; i < count; i++)
        sends.push(
          fetch('/WebApp/api/notifications/invoke', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
            body: JSON.stringify({
              method: 'chatSendMessage',
              args: { text: `${label} ${count}: сообщение ${i + 1} из ${count}.`, chatID: 1, citationID: null },
            }),
          }),
        )
      await Promise.all(sends)
      const at = await eval(visible)('.msg-bubble', `${label} ${count}: сообщение ${count} из ${count}.`)
      return at - start
    },
    { adminToken, visible: visibleIn, count, label },
  )
  return { wall, work: (await taskTime()) - before }
}

/** Sampled self time of one batch's main-thread work, by whose code ran: the in-page mock, the app, the engine. */
async function profileBatch(page, cdp, count, adminToken) {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 })
  await cdp.send('Profiler.start')
  await incoming(page, cdp, count, adminToken, 'Замер')
  const { profile } = await cdp.send('Profiler.stop')
  const kind = new Map(
    profile.nodes.map((n) => {
      const { url, functionName } = n.callFrame
      if (/\/demo-backend-[^/]+\.js/.test(url)) return [n.id, 'mock']
      if (url) return [n.id, 'app']
      return [n.id, functionName === '(idle)' ? 'idle' : 'engine'] // (program), (garbage collector)
    }),
  )
  const out = { mock: 0, app: 0, engine: 0, idle: 0 }
  const engine = new Map()
  const names = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName || '(anonymous)']))
  profile.samples.forEach((id, i) => {
    const time = profile.timeDeltas[i] / 1000
    out[kind.get(id)] += time
    if (kind.get(id) === 'engine') engine.set(names.get(id), (engine.get(names.get(id)) ?? 0) + time)
  })
  out.top = [...engine].sort((a, b) => b[1] - a[1]).slice(0, 3)
  return out
}

const figures = { history: new Map(), incoming: new Map() }
let split = null
const add = (map, key, value) => map.set(key, [...(map.get(key) ?? []), value])
const errors = new Set()
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.addInitScript(WRAP_FETCH)
    await page.goto(`${BASE}login`)
    await page.getByRole('button', { name: 'Войти', exact: true }).waitFor()
    const student = await token(page, 'student')
    const admin = await token(page, 'admin')
    await page.evaluate((t) => (document.cookie = `authToken=${encodeURIComponent(t)}; path=/`), student)
    await page.goto(`${BASE}Chat`)
    await big(page).waitFor({ timeout: 60_000 })
    // warm the lazily generated history, then measure fresh opens
    await big(page).click()
    await page.locator('.msg-bubble', { hasText: QUOTING }).waitFor({ timeout: 60_000 })
    let crashed = false
    for (const size of HISTORY) {
      if (crashed) break
      try {
        add(figures.history, size, await history(page, size))
      } catch (error) {
        errors.add(`history of ${size.toLocaleString('en')}: ${String(error.message ?? error).split('\n')[0]}`)
        crashed = page.isClosed() || /crash|closed/i.test(String(error.message))
      }
    }
    if (crashed) {
      await context.close().catch(() => {})
      continue
    }
    // the incoming messages arrive in the 20,000 history
    await page.evaluate(() => (window.__historySize = 20_000))
    await page.getByRole('link', { name: /Курсовая работа/ }).click()
    await page.getByRole('heading', { name: /Курсовая работа/ }).waitFor()
    await big(page).click()
    await page.locator('.msg-bubble', { hasText: QUOTING }).waitFor({ timeout: 60_000 })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    for (const count of INCOMING) {
      try {
        add(figures.incoming, count, await incoming(page, cdp, count, admin))
      } catch (error) {
        errors.add(`${count} incoming: ${String(error.message ?? error).split('\n')[0]}`)
        break
      }
    }
    if (run === 0)
      split = await profileBatch(page, cdp, 100, admin).catch((error) => {
        errors.add(`profile of 100 incoming: ${String(error.message ?? error).split('\n')[0]}`)
        return null
      })
    await context.close()
  }
} finally {
  await browser.close()
  server.stop()
}

const of = (map, key, field) => median((map.get(key) ?? []).map((x) => x[field]))
const sizeHeader = (xs, unit) => xs.map((n) => `${n.toLocaleString('en')} ${unit}`)
console.log(`\nchat (demo build, in-page mock backend), median of ${RUNS} fresh contexts:`)
const historyRows = [
  ['last messages on screen after the data arrives, ms', ...HISTORY.map((n) => ms(of(figures.history, n, 'show')))],
  ['DOM nodes in the message list', ...HISTORY.map((n) => of(figures.history, n, 'nodes'))],
  ['jump to the quote 10,000 messages up, ms', ...HISTORY.map((n) => ms(of(figures.history, n, 'jump')))],
]
const showAt1 = of(figures.history, 20_000, 'show')
for (const line of formatTable(
  ['history', ...sizeHeader(HISTORY, 'messages'), 'target', 'at 20,000'],
  [
    [...historyRows[0], targetText(SHOW_TARGET, 'ms'), mark(showAt1, SHOW_TARGET)],
    [...historyRows[1], '', ''],
    [...historyRows[2], '', ''],
  ],
))
  console.log(`  ${line}`)
const workAt1 = of(figures.incoming, 100, 'work')
for (const line of formatTable(
  ['incoming messages', ...sizeHeader(INCOMING, 'messages'), 'target', 'at 100'],
  [
    [
      'main-thread work (app and in-page mock), ms',
      ...INCOMING.map((n) => ms(of(figures.incoming, n, 'work'))),
      targetText(INCOMING_TARGET, 'ms'),
      mark(workAt1, INCOMING_TARGET),
    ],
    ['sent → last one on screen (wall), ms', ...INCOMING.map((n) => ms(of(figures.incoming, n, 'wall'))), '', ''],
  ],
))
  console.log(`  ${line}`)
if (split)
  console.log(
    `  where 100 incoming messages' main-thread time goes (one sampled run, self time): in-page mock backend ` +
      `${ms(split.mock)} ms, app ${ms(split.app)} ms, engine ${ms(split.engine)} ms (` +
      split.top.map(([name, time]) => `${name} ${ms(time)} ms`).join(', ') +
      ')',
  )
for (const error of errors) console.log(`  failed: ${error}`)
