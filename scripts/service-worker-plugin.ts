import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import type { Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/** Modules of the demo backend: never precached (a production host never loads them). */
const DEMO_ONLY = /\/src\/mocks\//

type ChunkMeta = OutputChunk & { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } }

/**
 * The app shell of a build: every file reachable from the entry through static and dynamic imports
 * (each route's lazy chunk included), with their CSS and assets, except the demo backend's chunks;
 * plus index.html, the manifest and the icons it names.
 */
export function appShellFiles(bundle: OutputBundle, extra: readonly string[] = []): string[] {
  const files = new Set<string>(['index.html', ...extra])
  const chunks = Object.values(bundle).filter((item): item is ChunkMeta => item.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const demoOnly = (chunk: ChunkMeta) => Boolean(chunk.facadeModuleId && DEMO_ONLY.test(chunk.facadeModuleId))
  const queue = chunks.filter((chunk) => chunk.isEntry)
  const seen = new Set<string>()
  while (queue.length > 0) {
    const chunk = queue.pop()!
    if (seen.has(chunk.fileName) || demoOnly(chunk)) continue
    seen.add(chunk.fileName)
    files.add(chunk.fileName)
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css))
    chunk.viteMetadata?.importedAssets.forEach((asset) => files.add(asset))
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
      const found = byName.get(next)
      if (found) queue.push(found)
    }
  }
  return [...files].sort()
}

/**
 * Writes `sw.js` (scripts/service-worker.template.js) with this build's app shell and a version hash,
 * once the bundle is on disk: Vite drops CSS-only JS chunks late, so only files that were written count.
 */
export function serviceWorkerPlugin(extra: readonly string[]): Plugin {
  const template = readFileSync(new URL('./service-worker.template.js', import.meta.url), 'utf8')
  return {
    name: 'kabinet-service-worker',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? ''
      const shell = appShellFiles(bundle, extra).filter((file) => existsSync(join(dir, file)))
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12)
      const source = template
        .replace('__VERSION__', () => JSON.stringify(version))
        .replace('__PRECACHE__', () => JSON.stringify(shell))
      writeFileSync(join(dir, 'sw.js'), source)
    },
  }
}
