import { afterAll, vi } from 'vitest'
import { skipPrimeStyleRewrites } from './component/prime-styles'

/**
 * Component files share one jsdom and one process per worker (isolate: false in vite.config.ts): a fresh
 * environment and a fresh load of React, PrimeReact, msw and jsdom per file were more than half of the
 * component project's CPU. tests/setup.ts clears cookies (every path) and storage after each test; what a
 * file may leave behind goes here:
 * - the document: what portals and the theme left in <html>, <head> and <body>, the title and the address;
 * - the app's own modules (signals, caches, the demo backend and its tokens): re-imported fresh by the next
 *   file. Libraries stay loaded: they keep no state a test depends on.
 */
// PrimeReact's identical <style> rewrites are skipped in every component file (tests/component/prime-styles.ts).
skipPrimeStyleRewrites()

const cleanHead = document.head.innerHTML
const cleanRootAttributes = [...document.documentElement.attributes].map((a) => [a.name, a.value] as const)

afterAll(() => {
  document.head.innerHTML = cleanHead
  document.body.innerHTML = ''
  for (const attribute of [...document.body.attributes]) document.body.removeAttribute(attribute.name)
  for (const attribute of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(attribute.name)
  for (const [name, value] of cleanRootAttributes) document.documentElement.setAttribute(name, value)
  document.title = ''
  window.history.replaceState(null, '', '/')
  vi.resetModules()
})
