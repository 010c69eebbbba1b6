#!/usr/bin/env node
/**
 * Where a page's main thread blocks (issue 19; a tool, not part of `npm run bench`): loads a page of a build in the
 * system Chromium with the CPU slowed down as Lighthouse's mobile preset assumes (4×, CDP), records a performance
 * trace, and prints every task over 50 ms with what took longest inside it (module evaluation, microtasks, style,
 * layout, a script's function call) and the sum of their time over 50 ms (a total blocking time from first load to
 * the end, not Lighthouse's, which counts from the first paint).
 *
 *   node scripts/bench-trace.mjs <dist> [more dists…]     the production login route (config.json demo:false)
 *   TRACE_DEMO=1 …                                         the demo's login route
 *   TRACE_HOME=1 …                                         the demo's signed-in home page ('student')
 *   TRACE_RUNS=3 TRACE_CPU=4 …                             runs per build (alternating builds), CPU slowdown
 *
 * Give two builds to compare them run by run on the same machine; figures mean little on a loaded one.
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, signedIn, startPreview } from './bench-browser.mjs'
import { productionProxy } from './bench-lighthouse.mjs'

const dists = process.argv.slice(2)
if (dists.length === 0) {
  console.error('usage: node scripts/bench-trace.mjs <dist> [more dists…]')
  process.exit(2)
}
const RUNS = Number(process.env.TRACE_RUNS ?? 3)
const CPU = Number(process.env.TRACE_CPU ?? 4)
const DEMO = process.env.TRACE_DEMO === '1' || process.env.TRACE_HOME === '1'
const HOME = process.env.TRACE_HOME === '1'
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute']

/** The long tasks of the page's main thread in a trace: [{ start, duration, inside }], in ms. */
function longTasks(traceEvents, overMs = 50) {
  const tasks = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > overMs * 1000)
  const threads = new Map()
  for (const task of tasks) threads.set(`${task.pid}:${task.tid}`, (threads.get(`${task.pid}:${task.tid}`) ?? 0) + 1)
  const main = [...threads].sort((a, b) => b[1] - a[1])[0]?.[0]
  const onMain = tasks.filter((task) => `${task.pid}:${task.tid}` === main)
  const navigation = traceEvents.find((e) => e.name === 'navigationStart')?.ts ?? onMain[0]?.ts ?? 0
  return onMain.map((task) => {
    const end = task.ts + task.dur
    const inside = traceEvents
      .filter(
        (e) => e !== task && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
      )
      .filter((e) => e.dur > 8000 && e.name !== 'RunTask')
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 3)
      .map((e) => {
        const data = e.args?.data ?? {}
        const where = data.url ? data.url.split('/').pop().slice(0, 24) : (data.functionName ?? '')
        return `${e.name}${where ? ` (${where})` : ''} ${Math.round(e.dur / 1000)}`
      })
    return { start: Math.round((task.ts - navigation) / 1000), duration: Math.round(task.dur / 1000), inside }
  })
}

async function traceOnce(browser, url, base) {
  const context = HOME ? (await signedIn(browser, base, 'student')).context : await browser.newContext()
  const page = context.pages()[0] ?? (await context.newPage())
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
    await browser.startTracing(page, { categories: CATEGORIES })
    await page.goto(url)
    if (HOME) await page.waitForLoadState('networkidle')
    else await page.getByRole('button', { name: 'Войти', exact: true }).waitFor({ timeout: 60_000 })
    // what follows the first screen (the demo's chips, the frame's preloads) in the same trace
    await page.waitForTimeout(1500)
    return longTasks(JSON.parse((await browser.stopTracing()).toString()).traceEvents)
  } finally {
    await context.close()
  }
}

const servers = []
const targets = []
try {
  for (const [index, dist] of dists.entries()) {
    const preview = await startPreview(dist, 4470 + index)
    servers.push(preview)
    if (DEMO) targets.push({ dist, base: preview.base, url: HOME ? preview.base : `${preview.base}login` })
    else {
      const proxy = await productionProxy(4470 + index)
      servers.push({ stop: () => proxy.close() })
      const base = `http://localhost:${proxy.address().port}/WebApp/`
      targets.push({ dist, base, url: `${base}login` })
    }
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  const totals = new Map(dists.map((dist) => [dist, []]))
  try {
    for (let run = 1; run <= RUNS; run++)
      for (const { dist, base, url } of targets) {
        const tasks = await traceOnce(browser, url, base)
        const blocking = tasks.reduce((sum, task) => sum + task.duration - 50, 0)
        totals.get(dist).push(blocking)
        console.log(`${dist}, run ${run}: ${tasks.length} tasks over 50 ms, ${blocking} ms over 50 in all`)
        for (const task of tasks) console.log(`  ${task.duration} ms at ${task.start} ms: ${task.inside.join(', ')}`)
      }
  } finally {
    await browser.close()
  }
  for (const [dist, list] of totals) console.log(`${dist}: ms over 50 per run: ${list.join(', ')}`)
} finally {
  for (const server of servers) server.stop()
}
