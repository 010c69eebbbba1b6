// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** Issue 13 item 16: the quick start is clean — right dev favicon, no config-loader warning. */
const root = resolve(__dirname, '../../..')

describe('quick start', () => {
  it("index.html's favicon is a public file named from the site root: Vite adds the /WebApp/ base itself", () => {
    const html = readFileSync(resolve(root, 'index.html'), 'utf8')
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1]
    expect(href).toBeDefined()
    expect(href).not.toMatch(/^\/WebApp\//) // dev served it at /WebApp/WebApp/img/…
    expect(existsSync(resolve(root, 'public', href!.replace(/^\//, '')))).toBe(true)
  })

  it('vite.config.ts imports local modules with their file extension (the native config loader warns otherwise)', () => {
    const config = readFileSync(resolve(root, 'vite.config.ts'), 'utf8')
    const local = [...config.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => m[1])
    expect(local.length).toBeGreaterThan(0)
    for (const path of local) expect(path).toMatch(/\.(ts|mts|js|mjs|json)$/)
  })

  it("@axe-core/playwright is pinned to a release that supports the README's Node 20.19", () => {
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>
    }
    expect(pkg.devDependencies['@axe-core/playwright']).toBe('4.13.0')
    const installed = JSON.parse(
      readFileSync(resolve(root, 'node_modules/@axe-core/playwright/package.json'), 'utf8'),
    ) as { engines?: { node?: string } }
    expect(installed.engines?.node ?? '>=0').not.toMatch(/22\.12/)
  })
})
