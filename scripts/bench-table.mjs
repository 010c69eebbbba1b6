/**
 * DataTable benchmark (run by `npm run bench` after the main bench, or alone: node scripts/bench-table.mjs).
 * Builds scripts/bench-table/ (the real DataTable and pipeline over generated audit-log rows), serves it,
 * and measures in Chromium: sort (first and cached), filter, search, layout-swapped search and page
 * change, the first page's render, and frame times scrolling 200 rows — at 10,000, 100,000 and
 * 1,000,000 rows (×0.1, ×1, ×10 of issue 19's 100,000-row table), so the growth is visible.
 * Target (issue 19): search and wrong-layout search on 100,000 rows ≤ 50 ms (the other interactions are
 * held to the same 50 ms). A size that crashes the tab or runs out of memory prints what happened.
 * Figures only; nothing here fails a build.
 */
import { build, preview } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { formatTable, mark, targetText } from './bench-format.mjs'

const SIZES = [10_000, 100_000, 1_000_000]
const BUDGET_SIZE = 100_000
const RUNS = 5
const root = fileURLToPath(new URL('./bench-table/', import.meta.url))
const src = fileURLToPath(new URL('../src', import.meta.url))
const outDir = fileURLToPath(new URL('../dist-table-bench', import.meta.url))
const config = {
  configFile: false,
  root,
  base: '/',
  logLevel: 'error',
  plugins: [react()],
  resolve: { alias: { '@': src } },
  define: { __BUILD__: '{"version":"bench","build":"bench","date":""}' },
  build: { outDir, emptyOutDir: true },
}
const TARGET = { op: '<=', value: 50 }
/** [key, label, target at 100,000 rows] */
const FIGURES = [
  ['search', "search ('кузнецов')", TARGET],
  ['searchLayout', "wrong-layout search ('repytwjd')", TARGET],
  ['sortCold', 'sort, first, before the search index', TARGET],
  ['sortFirst', 'sort, first, after the idle index', TARGET],
  ['sortToggle', 'sort, toggled (cached)', TARGET],
  ['filter', 'filter (two columns)', TARGET],
  ['pageChange', 'page change', TARGET],
  ['searchIndex', 'search index (idle, once per data change)', null],
  ['filterOptions', 'filter lists (once per data change)', null],
  ['prepare', 'prepare rows (once per data change)', null],
  ['firstRender', 'first page of 200 rows rendered', null],
  ['scrollFrameMedian', 'scrolling: frame median', null],
  ['scrollFrameP95', 'scrolling: frame p95', null],
]

await build(config)
// Port 0: any free port (benches of other areas may be serving at the same time).
const server = await preview({ ...config, preview: { port: 0 } })
const PORT = server.httpServer.address().port
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})

let page = null
async function openPage() {
  if (page && !page.isClosed()) await page.close().catch(() => {})
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.goto(`http://localhost:${PORT}/`)
  await page.waitForFunction(() => 'tableBench' in globalThis)
}
/** The figures of `fn`, or { error } (a crashed or out-of-memory tab is replaced by a fresh one). */
async function attempt(fn) {
  try {
    return await fn()
  } catch (error) {
    const message = String(error instanceof Error ? error.message : error).split('\n')[0]
    await openPage().catch(() => {})
    return { error: message }
  }
}

const results = new Map()
const errors = []
try {
  await openPage()
  for (const n of SIZES) {
    const started = Date.now()
    const ops = await attempt(() => page.evaluate(([n, runs]) => globalThis.tableBench.operations(n, runs), [n, RUNS]))
    const view = await attempt(() => page.evaluate(([n]) => globalThis.tableBench.renderAndScroll(n), [n]))
    if (ops.error) errors.push(`${n.toLocaleString('en')} rows, pipeline: ${ops.error}`)
    if (view.error) errors.push(`${n.toLocaleString('en')} rows, render and scroll: ${view.error}`)
    results.set(n, { ...(ops.error ? {} : ops), ...(view.error ? {} : view) })
    console.log(`  ${n.toLocaleString('en')} rows measured in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
} finally {
  await browser.close()
  await new Promise((resolve) => server.httpServer.close(resolve))
}

const header = ['DataTable, ms', ...SIZES.map((n) => `${n.toLocaleString('en')} rows`), 'target', 'at 100,000']
const rows = FIGURES.map(([key, label, target]) => [
  label,
  ...SIZES.map((n) => results.get(n)?.[key] ?? null),
  targetText(target, target ? 'ms' : ''),
  mark(results.get(BUDGET_SIZE)?.[key], target),
])
console.log(`\nDataTable pipeline (median of ${RUNS} runs; the render and scroll once), in Chromium:`)
for (const line of formatTable(header, rows)) console.log(`  ${line}`)
for (const error of errors) console.log(`  ${error}`)
