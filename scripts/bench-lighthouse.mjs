#!/usr/bin/env node
/**
 * Lighthouse figures of issue 19 (figures only: nothing here fails a build or CI). Run by
 * scripts/bench.mjs while it serves its build (skip with BENCH_LIGHTHOUSE=0), or alone against a
 * build: `node scripts/bench-lighthouse.mjs [dist]` (serves it with `vite preview` itself).
 *
 * The `lighthouse` package drives the system Chromium through chrome-launcher (no download, background
 * networking off: this machine has no network). Pages, each with the mobile and the desktop preset,
 * median of BENCH_LIGHTHOUSE_RUNS (3) runs:
 *   - the login route of the production configuration: a small proxy in front of `vite preview` answers
 *     config.json with demo:false and every /api call with the login settings, as scripts/bench.mjs does;
 *   - the login route of the demo configuration (the build's own config.json, the in-page mock backend);
 *   - the signed-in home page of the demo ('student'; the auth cookie is set in the same browser before,
 *     and Lighthouse does not clear cookies between runs). The production configuration has no backend
 *     here, so it has no signed-in page to measure.
 * A failing run prints its error and the others go on.
 */
import { createServer, request } from 'node:http'
import { spawn } from 'node:child_process'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import * as chromeLauncher from 'chrome-launcher'
import puppeteer from 'puppeteer-core'
import { LOGIN_SETTINGS, demoTokenInPage, formatTable, mark, median, targetText } from './bench-format.mjs'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Issue 19's Lighthouse targets. */
export const LIGHTHOUSE_TARGETS = {
  performance: { desktop: { op: '=', value: 100 }, mobile: { op: '>=', value: 95 } },
  cls: { op: '=', value: 0 },
  tbt: { op: '<=', value: 50 },
  accessibility: { op: '=', value: 100 },
  bestPractices: { op: '=', value: 100 },
}

/** The production configuration on a free port: config.json demo:false, /api answered, the rest from `vite preview`. */
export function productionProxy(previewPort) {
  const server = createServer((req, res) => {
    const json = (body) => {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify(body))
    }
    if (req.url.startsWith('/WebApp/config.json'))
      return json({ api_address: '/WebApp/api', metrics_id: '', demo: false })
    if (req.url.startsWith('/WebApp/api/')) return json(LOGIN_SETTINGS)
    const upstream = request(
      { host: 'localhost', port: previewPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(0, () => resolve(server)))
}

/** Signs 'student' in through the demo's mock backend and leaves the auth cookie in the browser. */
async function signIn(browser, base) {
  const page = await browser.newPage()
  try {
    await page.goto(`${base}login`)
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Войти'), {
      timeout: 60_000,
    })
    const token = await page.evaluate(demoTokenInPage, 'student')
    await page.setCookie({ name: 'authToken', value: encodeURIComponent(token), url: base })
  } finally {
    await page.close()
  }
}

async function signOut(browser) {
  const page = await browser.newPage()
  const cdp = await page.createCDPSession()
  await cdp.send('Network.clearBrowserCookies')
  await page.close()
}

/** One Lighthouse run: the figures, or { error }. */
async function runOnce(url, preset, port) {
  try {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    )
    const lhr = result?.lhr
    if (!lhr) return { error: 'no result' }
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
    const score = (id) => (lhr.categories[id]?.score === null ? null : Math.round(lhr.categories[id].score * 100))
    const failing = (id) =>
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => ref.id)
    return {
      performance: score('performance'),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      failing: [...failing('accessibility'), ...failing('best-practices')],
      finalUrl: lhr.finalDisplayedUrl,
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/** Runs every page × preset RUNS times; prints the table; returns the medians. */
export async function lighthouseFigures({ previewPort, log = console.log }) {
  const proxy = await productionProxy(previewPort)
  const production = `http://localhost:${proxy.address().port}/WebApp/`
  const demo = `http://localhost:${previewPort}/WebApp/`
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  const pages = [
    { label: 'login, production', url: `${production}login` },
    { label: 'login, demo', url: `${demo}login` },
    { label: 'home (signed in), demo', url: demo, signedIn: true },
  ]
  const rows = []
  try {
    await signOut(browser)
    for (const page of pages) {
      if (page.signedIn) await signIn(browser, demo)
      for (const preset of ['mobile', 'desktop']) {
        const runs = []
        for (let run = 0; run < RUNS; run++) {
          const figures = await runOnce(page.url, preset, chrome.port)
          if (figures.error) log(`  Lighthouse ${page.label}, ${preset}, run ${run + 1} failed: ${figures.error}`)
          else if (page.signedIn && /\/login/.test(figures.finalUrl))
            log(`  Lighthouse ${page.label}, ${preset}, run ${run + 1}: ended on the login page (${figures.finalUrl})`)
          runs.push(figures)
        }
        const ok = runs.filter((r) => !r.error)
        const pick = (key) => median(ok.map((r) => r[key]))
        rows.push({
          label: `${page.label}, ${preset}`,
          preset,
          runs: ok.length,
          performance: pick('performance'),
          cls: pick('cls'),
          tbt: pick('tbt'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          failing: [...new Set(ok.flatMap((r) => r.failing))],
        })
      }
    }
    await signOut(browser)
  } finally {
    await browser.disconnect()
    chrome.kill()
    proxy.close()
  }
  printLighthouseTable(rows, log)
  return rows
}

/** The table, each figure with the issue's target; then the audits that kept a category under 100. */
export function printLighthouseTable(rows, log = console.log) {
  const t = LIGHTHOUSE_TARGETS
  const missed = (row) =>
    [
      mark(row.performance, t.performance[row.preset]) === 'MISSED' && 'performance',
      mark(row.cls === null ? null : Number(row.cls.toFixed(3)), t.cls) === 'MISSED' && 'CLS',
      mark(row.tbt, t.tbt) === 'MISSED' && 'TBT',
      mark(row.accessibility, t.accessibility) === 'MISSED' && 'accessibility',
      mark(row.bestPractices, t.bestPractices) === 'MISSED' && 'best practices',
    ]
      .filter(Boolean)
      .join(', ') || (row.runs ? 'all met' : 'no run succeeded')
  const header = [
    'page, preset',
    'runs',
    'performance',
    'CLS',
    'TBT ms',
    'accessibility',
    'best practices',
    'targets missed',
  ]
  const targets = [
    'target',
    '',
    `${targetText(t.performance.desktop)} / ${targetText(t.performance.mobile)}`,
    targetText(t.cls),
    targetText(t.tbt),
    targetText(t.accessibility),
    targetText(t.bestPractices),
    '(desktop / mobile)',
  ]
  const body = rows.map((row) => [
    row.label,
    row.runs,
    row.performance,
    row.cls === null ? null : row.cls.toFixed(3),
    row.tbt === null ? null : Math.round(row.tbt),
    row.accessibility,
    row.bestPractices,
    missed(row),
  ])
  log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs each)` : '(1 run each)'}, system Chromium:`)
  for (const line of formatTable(header, [targets, ...body])) log(`  ${line}`)
  for (const row of rows) if (row.failing.length) log(`  ${row.label}: audits under 100: ${row.failing.join(', ')}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist'
  const port = Number(process.env.BENCH_PORT ?? 4197)
  const server = spawn('npx', ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  })
  await new Promise((resolve) => setTimeout(resolve, 2500))
  try {
    await lighthouseFigures({ previewPort: port })
  } finally {
    process.kill(-server.pid, 'SIGTERM')
  }
}
