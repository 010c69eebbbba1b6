import { describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import { appShellFiles } from '../../../scripts/service-worker-plugin'

function chunk(
  fileName: string,
  options: {
    entry?: boolean
    facade?: string
    imports?: string[]
    dynamic?: string[]
    css?: string[]
    assets?: string[]
  },
) {
  return {
    type: 'chunk',
    fileName,
    isEntry: options.entry ?? false,
    facadeModuleId: options.facade ?? null,
    imports: options.imports ?? [],
    dynamicImports: options.dynamic ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set(options.assets ?? []) },
  }
}

describe('the service worker precaches the app shell, never the demo backend', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', {
        entry: true,
        facade: '/p/src/main.tsx',
        imports: ['assets/react.js'],
        dynamic: ['assets/mail.js', 'assets/browser.js'],
        css: ['assets/index.css'],
        assets: ['assets/inter.woff2'],
      }),
      chunk('assets/react.js', {}),
      chunk('assets/mail.js', {
        facade: '/p/src/screens/mail/mailbox-screen.tsx',
        imports: ['assets/react.js', 'assets/table.js'],
        css: ['assets/mail.css'],
      }),
      chunk('assets/table.js', {}),
      chunk('assets/browser.js', { facade: '/p/src/mocks/browser.ts', imports: ['assets/msw.js'] }),
      chunk('assets/msw.js', {}),
      chunk('assets/unreachable.js', {}),
    ].map((item) => [item.fileName, item]),
  ) as unknown as Rollup.OutputBundle

  it('takes what the entry reaches by static and dynamic imports, with CSS and assets, and the named extras', () => {
    expect(appShellFiles(bundle, ['manifest.webmanifest'])).toEqual([
      'assets/index.css',
      'assets/index.js',
      'assets/inter.woff2',
      'assets/mail.css',
      'assets/mail.js',
      'assets/react.js',
      'assets/table.js',
      'index.html',
      'manifest.webmanifest',
    ])
  })

  it('leaves out the mock backend and what only it imports', () => {
    const shell = appShellFiles(bundle)
    expect(shell).not.toContain('assets/browser.js')
    expect(shell).not.toContain('assets/msw.js')
    expect(shell).not.toContain('assets/unreachable.js')
  })
})
