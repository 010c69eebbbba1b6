#!/usr/bin/env node
/**
 * `npm run bench`: builds the app, prints its byte figures beside issue 19's budgets (from the build's
 * chunk graph, scripts/bundle-figures.mjs; `npm test` enforces the same budgets), then serves it and
 * measures the login route in the system Chromium, for the production configuration (config.json
 * demo:false) and the demo one (median of BENCH_RUNS=5 cold loads, a fresh browser context each):
 *   - first contentful paint and cumulative layout shift (PerformanceObserver 'paint', 'layout-shift'),
 *   - the requests made and the JS and CSS bytes (raw and gzip) loaded until the form is visible,
 *   - cold load time to a visible login form.
 * Then Lighthouse on the login route and a signed-in home page, mobile and desktop presets
 * (scripts/bench-lighthouse.mjs; BENCH_LIGHTHOUSE=0 skips it). Area benchmarks (scripts/bench-*.mjs)
 * run after it when present.
 */
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { bundleFigures, printBudgetTable } from './bundle-figures.mjs'
import { lighthouseFigures } from './bench-lighthouse.mjs'
import { LOGIN_SETTINGS } from './bench-format.mjs'
import { CHROMIUM_ARGS } from './bench-browser.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PORT = Number(process.env.BENCH_PORT ?? 4199)
const DIST = process.env.BENCH_DIST ?? 'dist-bench'

/** Modules of this bench, not area benches: the loop at the end does not run them. */
const HELPERS = ['bench-format.mjs', 'bench-lighthouse.mjs', 'bench-browser.mjs']

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

console.log('building…')
if (spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--logLevel', 'error'], { stdio: 'inherit' }).status !== 0)
  process.exit(1)

console.log()
printBudgetTable(bundleFigures(DIST))
console.log()

const assets = readdirSync(`${DIST}/assets`)
const mockChunk = assets.find((f) => /^demo-backend-.*\.js$/.test(f))
if (mockChunk) {
  const raw = readFileSync(`${DIST}/assets/${mockChunk}`)
  console.log(`mock backend chunk ${mockChunk}: ${kb(raw.length)} raw, ${kb(gzipSync(raw).length)} gzip`)
}
const totalJs = assets.filter((f) => f.endsWith('.js')).reduce((n, f) => n + statSync(`${DIST}/assets/${f}`).size, 0)
console.log(`all JS in the build: ${kb(totalJs)} raw`)

const server = spawn('npx', ['vite', 'preview', '--outDir', DIST, '--port', String(PORT), '--strictPort'], {
  stdio: 'ignore',
  detached: true,
})
server.on('exit', (code) => {
  if (code) console.error(`vite preview ended (${code}): is port ${PORT} taken? Set BENCH_PORT.`)
})
await new Promise((r) => setTimeout(r, 2500))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
})

/** Installed before any script of the page: first contentful paint and the layout shifts (no recent input). */
const OBSERVE = () => {
  window.__paint = { fcp: null, cls: 0 }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__paint.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__paint.cls += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
}

async function measure(demo) {
  const times = []
  const fcps = []
  const clss = []
  const requests = []
  let bytes = null
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript(OBSERVE)
    await page.route('**/WebApp/config.json', (route) =>
      route.fulfill({ json: { api_address: '/WebApp/api', metrics_id: '', demo } }),
    )
    if (!demo) await page.route('**/WebApp/api/**', (route) => route.fulfill({ json: LOGIN_SETTINGS }))
    const loaded = { js: 0, jsGzip: 0, css: 0, cssGzip: 0, mock: false }
    let requested = 0
    page.on('request', () => (requested += 1))
    page.on('response', async (response) => {
      const url = response.url()
      const kind = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : null
      if (!kind) return
      if (/\/demo-backend-[^/]+\.js$/.test(url)) loaded.mock = true
      try {
        const body = await response.body()
        loaded[kind] += body.length
        loaded[`${kind}Gzip`] += gzipSync(body).length
      } catch {
        /* ignored */
      }
    })
    const started = Date.now()
    await page.goto(`http://localhost:${PORT}/WebApp/login`)
    await page.getByLabel('Логин').waitFor({ state: 'visible', timeout: 30_000 })
    times.push(Date.now() - started)
    if (demo) await page.getByText('Демо-вход').waitFor({ state: 'visible', timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    const paint = await page.evaluate(() => window.__paint)
    fcps.push(paint.fcp)
    clss.push(paint.cls)
    requests.push(requested)
    bytes ??= loaded
    await context.close()
  }
  return { times, fcps, clss, requests, bytes }
}

const results = {}
for (const demo of [false, true]) {
  const result = await measure(demo)
  results[demo ? 'demo' : 'production'] = result
  const { times, bytes } = result
  console.log(`\n${demo ? 'demo' : 'production'} build, login route:`)
  console.log(
    `  JS  ${kb(bytes.js)} raw, ${kb(bytes.jsGzip)} gzip${bytes.mock ? ' (includes the mock backend chunk)' : ' (mock backend chunk not loaded)'}`,
  )
  console.log(`  CSS ${kb(bytes.css)} raw, ${kb(bytes.cssGzip)} gzip`)
  console.log(
    `  cold load to a visible login form: median ${median(times)} ms over ${times.length} runs (includes the 500 ms the spec waits before showing the form)`,
  )
}

const { production, demo } = results
console.log(`\nlogin route in Chromium, median of ${RUNS} cold loads   production   demo      budget`)
const line = (label, p, d, budget) =>
  console.log(`  ${label.padEnd(47)} ${String(p).padStart(10)} ${String(d).padStart(10)}   ${budget}`)
line(
  'first contentful paint (ms)',
  Math.round(median(production.fcps)),
  Math.round(median(demo.fcps)),
  'demo ≤ production',
)
line('cumulative layout shift', median(production.clss).toFixed(3), median(demo.clss).toFixed(3), '0')
line(
  'requests until the network is idle',
  median(production.requests),
  median(demo.requests),
  '≤ 12 (files only, see above)',
)

await browser.close()
if (process.env.BENCH_LIGHTHOUSE !== '0') {
  try {
    await lighthouseFigures({ previewPort: PORT })
  } catch (error) {
    console.log(`\nLighthouse did not run: ${error instanceof Error ? error.message : error}`)
  }
}
try {
  process.kill(-server.pid, 'SIGTERM') // the whole group: npx leaves vite preview running otherwise
} catch {
  /* it had already ended (its port was taken: the figures above came from whatever served that port) */
}

if (process.env.BENCH_AREAS === '0') process.exit(0) // the login route's figures only

for (const file of readdirSync('scripts')
  .filter((f) => /^bench-.+\.mjs$/.test(f) && !HELPERS.includes(f))
  .sort()) {
  console.log(`\n▶ ${file}`)
  spawnSync('node', [`scripts/${file}`], { stdio: 'inherit' })
}
if (existsSync('tests/bench')) {
  console.log('\n▶ vitest bench (tests/bench)')
  spawnSync('npx', ['vitest', 'bench', '--run', '--dir', 'tests/bench'], { stdio: 'inherit' })
}
