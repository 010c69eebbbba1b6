import { describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import { appStartFiles } from '../../../scripts/app-start-preload-plugin'

function chunk(fileName: string, options: { entry?: boolean; modules?: string[]; imports?: string[]; css?: string[] }) {
  return {
    type: 'chunk',
    fileName,
    isEntry: options.entry ?? false,
    facadeModuleId: null,
    moduleIds: options.modules ?? [],
    imports: options.imports ?? [],
    dynamicImports: [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  }
}

const bundleOf = (...chunks: ReturnType<typeof chunk>[]) =>
  Object.fromEntries(chunks.map((item) => [item.fileName, item])) as unknown as Rollup.OutputBundle

describe('index.html preloads the app start beside the entry (issue 19)', () => {
  it('takes the chunk holding src/start.tsx and its static imports the entry does not load, with their CSS', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', { entry: true, modules: ['/p/src/main.tsx'], imports: ['assets/runtime.js'] }),
      chunk('assets/runtime.js', {}),
      chunk('assets/start.js', {
        modules: ['/p/src/app/app.tsx', '/p/src/start.tsx'],
        imports: ['assets/runtime.js', 'assets/xstate.js'],
        css: ['assets/start.css'],
      }),
      chunk('assets/xstate.js', { css: ['assets/xstate.css'] }),
      chunk('assets/login.js', { modules: ['/p/src/screens/login/login-screen.tsx'], imports: ['assets/start.js'] }),
    )
    const files = appStartFiles(bundle)
    expect(files.js.sort()).toEqual(['assets/start.js', 'assets/xstate.js'])
    expect(files.css.sort()).toEqual(['assets/start.css', 'assets/xstate.css'])
  })

  it('fails the build when no chunk holds the app start', () => {
    const bundle = bundleOf(chunk('assets/index.js', { entry: true, modules: ['/p/src/main.tsx'] }))
    expect(() => appStartFiles(bundle)).toThrow('no chunk holds src/start.tsx')
  })
})
