import { relative } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

/**
 * Writes `.vite/chunk-map.json` beside Vite's manifest: each of the app's own modules (src/…) and the chunk
 * file it landed in. The manifest names only chunks that start at a module (entries, dynamic imports that
 * are a chunk of their own), so a route whose module shares a chunk, or a module a manual chunk group
 * captured, has no key there; scripts/bundle-figures.mjs finds its chunk here instead (issue 19).
 */
export function chunkMapPlugin(): Plugin {
  let root = ''
  return {
    name: 'portal-chunk-map',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const id of output.moduleIds) {
          const path = relative(root, id).replaceAll('\\', '/')
          if (path.startsWith('src/')) map[path] = output.fileName
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-map.json', source: JSON.stringify(map, null, 1) })
    },
  }
}
