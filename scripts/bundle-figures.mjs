/**
 * Byte figures of a build, read from its chunk graph (`dist/.vite/manifest.json`, `build.manifest` in
 * vite.config.ts): deterministic, no browser. Used by `npm run bench` (the table with budgets) and by
 * `npm test` (scripts/check-budgets.mjs fails the run when a budget is broken). Issue 19.
 *
 *   - entry: index.html's script and everything it imports statically (React DOM: what the browser evaluates
 *     first, in one task);
 *   - app start: the chunk of src/start.tsx (session, route table, shell) and its static imports beyond the
 *     entry; index.html preloads it beside the entry (scripts/app-start-preload-plugin.ts), the entry imports it,
 *     and the browser evaluates it as a second task. Every page loads it before it draws anything of its own;
 *   - login route, production (`"demo": false`): the entry, the app start and the login screen's lazy chunk;
 *   - login route, demo: that plus the demo backend (src/mocks/browser.ts) and the demo panel;
 *   - requests of the login route: index.html, config.json, its JS and CSS files (fonts, icons and the
 *     API calls come on top; the bench counts them in Chromium), plus mockServiceWorker.js in demo mode;
 *   - the signed-in frame's JS: what the main layout loads beyond the entry and the app start, once per visit;
 *   - every route's own lazily loaded JS: the chunks its screen needs beyond those and that frame.
 * Sizes are gzip level 9 of each file, in bytes.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BUDGETS, ROUTE_BUDGETS } from './byte-budgets.mjs'

export { BUDGETS, ROUTE_BUDGETS }

export const LOGIN_SCREEN = 'src/screens/login/login-screen.tsx'
/** The app's start, which the entry imports dynamically (src/main.tsx). */
export const APP_START = 'src/start.tsx'
export const DEMO_PARTS = ['src/mocks/browser.ts', 'src/screens/demo/demo-panel.tsx']
const RESOURCE_SCREEN = 'src/kit/resource-screen.tsx'
/** The signed-in frame (toolbar, menu, drawers): loaded once with the first signed-in page, not per route. */
export const SIGNED_IN_FRAME = 'src/app/layouts/main-layout.tsx'

/** The screens the route table loads lazily: `import('@/…')` in src/app/routes/*.ts, as manifest keys. */
export function routeModules(root = '.') {
  const dir = join(root, 'src/app/routes')
  const targets = new Set()
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8')
    for (const match of text.matchAll(/import\(\s*'@\/([^']+)'\s*\)/g)) targets.add(`src/${match[1]}`)
  }
  return [...targets].sort()
}

export function bundleFigures(dist = 'dist', root = '.') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
  const gzipCache = new Map()
  const gzip = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
    return gzipCache.get(file)
  }
  // `.vite/chunk-map.json` (scripts/chunk-map-plugin.ts): the chunk of a module the manifest has no key for
  // (it shares a chunk, or a manual group captured it).
  const mapFile = join(dist, '.vite/chunk-map.json')
  const chunkMap = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : {}
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const findKey = (module) => {
    const paths = [module, `${module}.tsx`, `${module}.ts`, `${module}/index.ts`]
    return paths.find((path) => manifest[path]) ?? paths.map((path) => keyOfFile.get(chunkMap[path])).find(Boolean)
  }
  const keyOf = (module) => {
    const key = findKey(module)
    if (!key) throw new Error(`bundle figures: no chunk holds ${module} in ${dist}`)
    return key
  }

  /** The files a set of manifest keys loads through static imports: JS and CSS. */
  function closure(keys) {
    const js = new Set()
    const css = new Set()
    const queue = [...keys]
    const seen = new Set()
    while (queue.length > 0) {
      const key = queue.pop()
      if (seen.has(key) || !manifest[key]) continue
      seen.add(key)
      const chunk = manifest[key]
      js.add(chunk.file)
      for (const file of chunk.css ?? []) css.add(file)
      queue.push(...(chunk.imports ?? []))
    }
    return { js, css }
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzip(file), 0)
  const minus = (a, b) => new Set([...a].filter((x) => !b.has(x)))

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const entry = closure([entryKey])
  const startKeys = [findKey(APP_START)].filter(Boolean)
  const started = closure([entryKey, ...startKeys])
  const startJs = minus(started.js, entry.js)
  const loginOf = (keys, extraRequests) => {
    const { js, css } = closure([entryKey, ...startKeys, ...keys])
    return { js: sum(js), css: sum(css), files: js.size, requests: 2 + js.size + css.size + extraRequests }
  }

  const frameKey = findKey(SIGNED_IN_FRAME)
  const frameJs = frameKey ? minus(closure([frameKey]).js, started.js) : new Set()
  const base = new Set([...started.js, ...frameJs])
  const routes = []
  for (const module of routeModules(root)) {
    if (`${module}.tsx` === LOGIN_SCREEN) continue
    const key = keyOf(module)
    const resourceScreen = module.startsWith('src/api/') ? findKey(RESOURCE_SCREEN) : null
    const keys = resourceScreen ? [key, resourceScreen] : [key]
    const own = minus(closure(keys).js, base)
    routes.push({ module: module.replace(/^src\//, ''), js: sum(own), files: own.size })
  }
  routes.sort((a, b) => b.js - a.js || a.module.localeCompare(b.module))

  return {
    entry: { js: sum(entry.js), css: sum(entry.css), files: entry.js.size },
    start: { js: sum(startJs), files: startJs.size },
    frame: { js: sum(frameJs), files: frameJs.size },
    login: {
      production: loginOf([keyOf(LOGIN_SCREEN)], 0),
      demo: loginOf([LOGIN_SCREEN, ...DEMO_PARTS].map(keyOf), 1),
    },
    routes,
  }
}

export const kib = (bytes) => bytes / 1024

/** Rows of the budget table: [label, figure, budget, target, ok]. */
export function budgetRows(figures, budgets = BUDGETS, routeBudgets = ROUTE_BUDGETS) {
  const routeBudget = (module) =>
    module in routeBudgets ? { target: budgets.route.target, budget: routeBudgets[module] } : budgets.route
  const rows = [
    ['entry JS (index.html + static imports)', kib(figures.entry.js), budgets.entry, 'KiB'],
    ['app start JS (preloaded by index.html, imported by the entry)', kib(figures.start.js), budgets.start, 'KiB'],
    ['login route JS, production', kib(figures.login.production.js), budgets.loginProduction, 'KiB'],
    ['login route JS, demo', kib(figures.login.demo.js), budgets.loginDemo, 'KiB'],
    ['login route requests, production', figures.login.production.requests, budgets.requestsProduction, ''],
    ['login route requests, demo', figures.login.demo.requests, budgets.requestsDemo, ''],
    ['signed-in frame JS (main layout, once per visit)', kib(figures.frame.js), budgets.frame, 'KiB'],
    ...figures.routes.map((r) => [`route ${r.module}`, kib(r.js), routeBudget(r.module), 'KiB']),
  ]
  return rows.map(([label, figure, { target, budget }, unit]) => ({
    label,
    figure,
    budget,
    target,
    unit,
    ok: figure <= budget,
    meetsTarget: figure <= target,
  }))
}

/** `node scripts/bundle-figures.mjs [dist]`: the table, after a build. */
export function printBudgetTable(figures, log = console.log) {
  const rows = budgetRows(figures)
  const top = rows.slice(0, 7)
  const routeRows = rows.slice(7)
  const fmt = (row) =>
    `${row.label.padEnd(62)} ${(row.unit ? row.figure.toFixed(1) : String(row.figure)).padStart(7)} ${row.unit.padEnd(3)} ` +
    `budget ${String(row.budget).padStart(4)}  target ${String(row.target).padStart(4)}  ${row.ok ? (row.meetsTarget ? 'ok' : 'ok (over target)') : 'OVER BUDGET'}`
  log('byte figures (gzip, from the build manifest)')
  for (const row of top) log(fmt(row))
  log(`routes: ${routeRows.length}, own lazily loaded JS; the five largest:`)
  for (const row of routeRows.slice(0, 5)) log(fmt(row))
  const over = routeRows.filter((row) => !row.ok)
  const overTarget = routeRows.filter((row) => !row.meetsTarget)
  log(`routes over their budget: ${over.length}; over the ${BUDGETS.route.target} KiB target: ${overTarget.length}`)
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) printBudgetTable(bundleFigures(process.argv[2] ?? 'dist'))
