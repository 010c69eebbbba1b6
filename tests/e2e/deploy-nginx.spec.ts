import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * The README's «Deploy» configuration (deploy/nginx/kabinet.conf) serving the built portal as a
 * production host (config.json `demo: false`): SPA fallback, precompressed assets, cache headers, the API
 * proxy, and the installable portal's service worker (offline start, update offer). Runs where Debian's
 * nginx is installed (.ci/run installs it); elsewhere it says so and is skipped.
 */
const NGINX = '/usr/sbin/nginx'
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const PORT = Number(process.env.NGINX_TEST_PORT ?? 4390)
const API_PORT = PORT + 1
const DIST = resolve(process.env.E2E_DIST ?? 'dist')

test.describe.configure({ mode: 'serial' })
test.skip(!existsSync(NGINX), 'nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static)')

let nginx: ChildProcess | null = null
let api: Server | null = null
let work = ''
const base = `http://127.0.0.1:${PORT}`

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'kabinet-nginx-'))
  // A production host: the same build with the demo backend switched off.
  cpSync(DIST, join(work, 'WebApp'), { recursive: true })
  const config = JSON.parse(readFileSync(join(DIST, 'config.json'), 'utf8')) as Record<string, unknown>
  writeFileSync(join(work, 'WebApp', 'config.json'), JSON.stringify({ ...config, demo: false }))
  const site = readFileSync('deploy/nginx/kabinet.conf', 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${PORT};`)
    .replace('root /srv/kabinet;', `root ${work};`)
    .replace('server 127.0.0.1:5000;', `server 127.0.0.1:${API_PORT};`)
    .replace(existsSync(BROTLI_MODULE) ? /$^/ : /brotli_static on;/, '')
  writeFileSync(join(work, 'site.conf'), site)
  const temp = (name: string) => `${name}_temp_path ${join(work, name)};`
  writeFileSync(
    join(work, 'nginx.conf'),
    [
      existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '',
      'daemon off;',
      // Workers as the user running the test: the build and the temp folder are theirs (root in CI).
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(work, 'nginx.pid')};`,
      `error_log ${join(work, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      `http { include /etc/nginx/mime.types; access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${join(work, 'site.conf')}; }`,
    ].join('\n'),
  )
  const check = spawnSync(NGINX, ['-t', '-c', join(work, 'nginx.conf'), '-e', join(work, 'error.log')], {
    encoding: 'utf8',
  })
  expect(check.status, check.stderr).toBe(0)

  // A stand-in API server: echoes the path it was asked for.
  api = createServer((request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ state: 1, data: { path: request.url } }))
  })
  await new Promise<void>((done) => api!.listen(API_PORT, '127.0.0.1', done))
  nginx = spawn(NGINX, ['-c', join(work, 'nginx.conf'), '-e', join(work, 'error.log')], { stdio: 'ignore' })
  await expect.poll(async () => (await fetch(`${base}/WebApp/`).catch(() => null))?.status ?? 0).toBe(200)
})

test.afterAll(async () => {
  nginx?.kill('SIGQUIT')
  await new Promise<void>((done) => (api ? api.close(() => done()) : done()))
  if (work) rmSync(work, { recursive: true, force: true })
})

function firstAsset(extension: string): string {
  const name = readdirSync(join(DIST, 'assets')).find(
    (file) => file.endsWith(extension) && existsSync(join(DIST, 'assets', `${file}.br`)),
  )
  if (!name) throw new Error(`no precompressed ${extension} asset in ${DIST}/assets`)
  return `/WebApp/assets/${name}`
}

test('a route of the app falls back to index.html, which is never cached', async () => {
  for (const path of ['/WebApp/', '/WebApp/Mail/Inbox', '/WebApp/nir/5/17']) {
    const response = await fetch(base + path)
    expect(response.status, path).toBe(200)
    expect(response.headers.get('cache-control'), path).toBe('no-cache')
    expect(await response.text(), path).toContain('<div id="root">')
  }
  const config = await fetch(`${base}/WebApp/config.json`)
  expect(config.headers.get('cache-control')).toBe('no-cache')
  expect(await config.json()).toHaveProperty('api_address')
  expect((await fetch(`${base}/`, { redirect: 'manual' })).headers.get('location')).toMatch(/\/WebApp\/$/)
})

test('hashed assets are cached for a year and sent precompressed', async () => {
  const script = firstAsset('.js')
  const raw = readFileSync(join(DIST, script.replace('/WebApp/', '')))
  const brotli = await fetch(base + script, { headers: { 'accept-encoding': 'br' } })
  expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  if (existsSync(BROTLI_MODULE)) expect(brotli.headers.get('content-encoding')).toBe('br')
  expect(Buffer.from(await brotli.arrayBuffer()).equals(raw)).toBe(true)
  const gzip = await fetch(base + script, { headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers.get('content-encoding')).toBe('gzip')
  expect(Number(gzip.headers.get('content-length'))).toBe(
    readFileSync(join(DIST, `${script.replace('/WebApp/', '')}.gz`)).length,
  )
  expect((await fetch(`${base}/WebApp/assets/missing-0000.js`)).status).toBe(404)
})

test('the API is proxied to the upstream without the /WebApp prefix', async () => {
  const response = await fetch(`${base}/WebApp/api/tokenauth?x=1`)
  expect(await response.json()).toEqual({ state: 1, data: { path: '/api/tokenauth?x=1' } })
})

test('the installed portal opens offline and offers a new version when one is deployed', async ({ page, context }) => {
  await page.goto(`${base}/WebApp/login`)
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible()
  // The first visit installs the worker; it controls the page from the next load on.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/WebApp\/sw\.js$/)

  await context.setOffline(true)
  await page.goto(`${base}/WebApp/Mail/Inbox`)
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible()
  await context.setOffline(false)

  // A new build: a changed worker is found on the next load and waits until the user agrees.
  writeFileSync(
    join(work, 'WebApp', 'sw.js'),
    `${readFileSync(join(work, 'WebApp', 'sw.js'), 'utf8')}\n// next build\n`,
  )
  rmSync(join(work, 'WebApp', 'sw.js.gz'), { force: true })
  rmSync(join(work, 'WebApp', 'sw.js.br'), { force: true })
  await page.reload()
  const offer = page.getByText('Доступна новая версия')
  await expect(offer).toBeVisible({ timeout: 20_000 })
  const reloaded = page.waitForEvent('load')
  await offer.click()
  await reloaded
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible()
})
