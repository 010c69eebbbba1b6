#!/usr/bin/env node
/**
 * `npm run bench`: builds the app, serves it, and measures in the system Chromium, for the
 * production configuration (config.json demo:false) and the demo one:
 *   - JS and CSS bytes (raw and gzip) loaded until the login form is visible,
 *   - the mock backend chunk's size,
 *   - cold load time to a visible login form (median of N runs, fresh browser context each run).
 * Area benchmarks (scripts/bench-*.mjs) run after it when present. Figures only; no budget yet.
 */
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const PORT = 4199
const DIST = 'dist-bench'
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

console.log('building…')
if (spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--logLevel', 'error'], { stdio: 'inherit' }).status !== 0)
  process.exit(1)

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
await new Promise((r) => setTimeout(r, 2500))
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS })

async function measure(demo) {
  const times = []
  let bytes = null
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.route('**/WebApp/config.json', (route) =>
      route.fulfill({ json: { api_address: '/WebApp/api', metrics_id: '', demo } }),
    )
    if (!demo)
      await page.route('**/WebApp/api/**', (route) =>
        route.fulfill({
          json: {
            hint: '',
            domainAuthStudent: '',
            allowRegisterStudents: true,
            vkClientID: '',
            vkRedirectUri: '',
            googleClientID: '',
            googleRedirectUri: '',
          },
        }),
      )
    const loaded = { js: 0, jsGzip: 0, css: 0, cssGzip: 0, mock: false }
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
    await page.waitForTimeout(300)
    bytes ??= loaded
    await context.close()
  }
  return { times, bytes }
}

for (const demo of [false, true]) {
  const { times, bytes } = await measure(demo)
  console.log(`\n${demo ? 'demo' : 'production'} build, login route:`)
  console.log(
    `  JS  ${kb(bytes.js)} raw, ${kb(bytes.jsGzip)} gzip${bytes.mock ? ' (includes the mock backend chunk)' : ' (mock backend chunk not loaded)'}`,
  )
  console.log(`  CSS ${kb(bytes.css)} raw, ${kb(bytes.cssGzip)} gzip`)
  console.log(
    `  cold load to a visible login form: median ${median(times)} ms over ${times.length} runs (includes the 500 ms the spec waits before showing the form)`,
  )
}

await browser.close()
process.kill(-server.pid, 'SIGTERM') // the whole group: npx leaves vite preview running otherwise

for (const file of readdirSync('scripts')
  .filter((f) => /^bench-.+\.mjs$/.test(f))
  .sort()) {
  console.log(`\n▶ ${file}`)
  spawnSync('node', [`scripts/${file}`], { stdio: 'inherit' })
}
if (existsSync('tests/bench')) {
  console.log('\n▶ vitest bench (tests/bench)')
  spawnSync('npx', ['vitest', 'bench', '--run', '--dir', 'tests/bench'], { stdio: 'inherit' })
}
