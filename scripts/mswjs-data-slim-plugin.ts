import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * @mswjs/data (the demo backend's database) requires, at load, its GraphQL handler generator (the whole
 * `graphql` library), its REST handler generator (pluralize), all of date-fns for one comparison and all of
 * lodash for `isFunction` — CommonJS, so nothing is tree-shaken; msw's cookie store brings tldts's public-suffix list. The demo uses none of the generators; the
 * build resolves those requires, when @mswjs/data makes them, to the small modules in src/mocks/shims
 * (issue 19: drop what the browser need not parse). Tests run @mswjs/data unchanged (node_modules are
 * not bundled there); tests/unit/mocks/shims.test.ts checks the shims against the originals.
 */
const SHIMS: Record<string, string> = {
  './model/generateGraphQLHandlers': 'no-generated-handlers.ts',
  './model/generateRestHandlers': 'no-generated-handlers.ts',
  'date-fns': 'date-fns.ts',
  lodash: 'lodash.ts',
}
/** msw's cookie store (tough-cookie) asks tldts for registrable domains: the shim spares the suffix list. */
const COOKIE_SHIMS: Record<string, string> = { tldts: 'tldts.ts' }

export function mswjsDataSlimPlugin(): Plugin {
  return {
    name: 'mswjs-data-slim',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const shims = !importer
        ? null
        : /[\\/]@mswjs[\\/]data[\\/]/.test(importer)
          ? SHIMS
          : /[\\/]tough-cookie[\\/]/.test(importer)
            ? COOKIE_SHIMS
            : null
      if (!shims || !(source in shims)) return null
      return fileURLToPath(new URL(`../src/mocks/shims/${shims[source]}`, import.meta.url))
    },
  }
}
