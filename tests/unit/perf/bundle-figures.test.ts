import { afterAll, describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { randomBytes } from 'node:crypto'
import { budgetRows, bundleFigures, BUDGETS } from '../../../scripts/bundle-figures.mjs'

/**
 * A tiny build: the entry with one shared chunk, the app's start (a chunk group: the chunk map names it), the
 * login screen, two routes (one in a chunk it shares, which the manifest does not name: .vite/chunk-map.json
 * does), the demo backend.
 */
const root = mkdtempSync(join(tmpdir(), 'bundle-figures-'))
const dist = join(root, 'dist')
mkdirSync(join(dist, '.vite'), { recursive: true })
mkdirSync(join(dist, 'assets'))
mkdirSync(join(root, 'src/app/routes'), { recursive: true })
writeFileSync(
  join(root, 'src/app/routes/core.routes.ts'),
  "const A = lazy(() => import('@/screens/login/login-screen'))\nconst B = lazy(() => import('@/screens/x/x-screen'))\n" +
    "const C = lazy(() => import('@/screens/y/y-screen'))\n",
)
const file = (name: string, size: number) => {
  const bytes = randomBytes(size) // random bytes hardly compress: a route of 7,000 bytes is about 7 KiB
  writeFileSync(join(dist, 'assets', name), bytes)
  return gzipSync(bytes, { level: 9 }).length
}
const size = {
  entry: file('index.js', 4000),
  shared: file('shared.js', 3000),
  start: file('start.js', 2500),
  login: file('login.js', 1000),
  x: file('x.js', 2000),
  table: file('table.js', 5000),
  mock: file('mock.js', 9000),
  panel: file('panel.js', 500),
  y: file('y.js', 1500),
  css: file('index.css', 800),
}
writeFileSync(
  join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['_start.js'],
      css: ['assets/index.css'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    '_start.js': { file: 'assets/start.js', imports: ['_shared.js', 'index.html'], dynamicImports: ['_y-parts.js'] },
    '_table.js': { file: 'assets/table.js' },
    'src/screens/login/login-screen.tsx': { file: 'assets/login.js', imports: ['_shared.js'] },
    'src/screens/x/x-screen.tsx': {
      file: 'assets/x.js',
      imports: ['_shared.js', '_start.js', '_table.js', 'index.html'],
    },
    'src/mocks/browser.ts': { file: 'assets/mock.js', imports: ['index.html'] },
    'src/screens/demo/demo-panel.tsx': { file: 'assets/panel.js' },
    '_y-parts.js': { file: 'assets/y.js', imports: ['_table.js', 'index.html'] },
  }),
)
const chunkMap = {
  'src/start.tsx': 'assets/start.js',
  'src/screens/y/y-screen.tsx': 'assets/y.js',
  'src/screens/y/y-parts.ts': 'assets/y.js',
}
writeFileSync(join(dist, '.vite/chunk-map.json'), JSON.stringify(chunkMap))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('byte figures from the chunk graph (issue 19)', () => {
  const figures = bundleFigures(dist, root)

  it('the entry is index.html and its static imports; the app start is its own figure, beyond the entry', () => {
    expect(figures.entry).toEqual({ js: size.entry + size.shared, css: size.css, files: 2 })
    expect(figures.start).toEqual({ js: size.start, files: 1 })
  })

  it('the login route adds the app start and its screen; demo mode the backend, the demo panel and the worker', () => {
    const started = size.entry + size.shared + size.start
    expect(figures.login.production).toMatchObject({ js: started + size.login, requests: 2 + 4 + 1 })
    expect(figures.login.demo).toMatchObject({
      js: started + size.login + size.mock + size.panel,
      requests: 2 + 6 + 1 + 1,
    })
  })

  it("a route's own JS is what it loads beyond the entry and the app start", () => {
    expect(figures.routes).toContainEqual({ module: 'screens/x/x-screen', js: size.x + size.table, files: 2 })
  })

  it('a route whose module shares a chunk is measured through the chunk map; one in no chunk fails', () => {
    expect(figures.routes).toContainEqual({ module: 'screens/y/y-screen', js: size.y + size.table, files: 2 })
    writeFileSync(join(dist, '.vite/chunk-map.json'), '{}')
    try {
      expect(() => bundleFigures(dist, root)).toThrow('no chunk holds src/screens/y/y-screen')
    } finally {
      writeFileSync(join(dist, '.vite/chunk-map.json'), JSON.stringify(chunkMap))
    }
  })

  it('a figure over its budget fails; one over the target only is reported', () => {
    const tight = { ...BUDGETS, route: { target: 1, budget: 1 } }
    const row = budgetRows(figures, tight, {}).find((r) => r.label === 'route screens/x/x-screen')!
    expect(row.ok).toBe(false)
    const loose = budgetRows(figures, { ...BUDGETS, route: { target: 1, budget: 100 } }, {})
    expect(loose.find((r) => r.label === 'route screens/x/x-screen')).toMatchObject({ ok: true, meetsTarget: false })
  })
})
