/**
 * DataTable benchmark (run by `npm run bench` after the main bench, or alone: node scripts/bench-table.mjs).
 * Builds scripts/bench-table/ (the real DataTable and pipeline over generated audit-log rows), serves it,
 * and measures in Chromium: sort (first and cached), filter, search, layout-swapped search and page
 * change on 10,000 and 100,000 rows, the first page's render, and frame times scrolling 200 rows.
 * Target: every operation on 100,000 rows ≤ 50 ms. Figures only; nothing here fails a build.
 */
import { build, preview } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

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

await build(config)
// Port 0: any free port (benches of other areas may be serving at the same time).
const server = await preview({ ...config, preview: { port: 0 } })
const PORT = server.httpServer.address().port
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.goto(`http://localhost:${PORT}/`)
  await page.waitForFunction(() => 'tableBench' in globalThis)
  const fmt = (o) =>
    Object.entries(o)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')
  for (const n of [10_000, 100_000]) {
    const ops = await page.evaluate(([n]) => globalThis.tableBench.operations(n, 5), [n])
    console.log(`DataTable pipeline, ${n.toLocaleString('en')} rows (median of 5, ms): ${fmt(ops)}`)
    const worst = Math.max(ops.sortFirst, ops.sortToggle, ops.filter, ops.search, ops.searchLayout, ops.pageChange)
    console.log(
      `  slowest interaction ${worst} ms ${worst <= 50 ? '(≤ 50 ms target met)' : '(OVER the 50 ms target)'}; once per data change: search index ${ops.searchIndex} ms (idle time), filter lists ${ops.filterOptions} ms`,
    )
    const view = await page.evaluate(([n]) => globalThis.tableBench.renderAndScroll(n), [n])
    console.log(
      `  first page of 200 rows rendered in ${view.firstRender} ms; scrolling it: frame median ${view.scrollFrameMedian} ms, p95 ${view.scrollFrameP95} ms`,
    )
  }
} finally {
  await browser.close()
  await new Promise((resolve) => server.httpServer.close(resolve))
}
