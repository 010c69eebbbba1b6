import { afterAll, beforeAll } from 'vitest'

/**
 * Every mount of a PrimeReact component writes its theme's <style> blocks again (useStyle's load:
 * `style.textContent = css`, the text the block already holds), and jsdom parses a stylesheet anew at
 * each write, clears its computed-style cache and tells every MutationObserver (each pending
 * findBy and waitFor runs its query again). A screen of ~60 PrimeReact fields spent a fifth of its
 * mount there. From a file's first test to its last, a write of the very text a PrimeReact block
 * already holds is skipped: the block keeps the sheet parsed from that text. A block's first write,
 * or a different text, is written as before. Installed for every component file by
 * tests/setup-component.ts; restored after each file (files share a worker).
 */
export function skipPrimeStyleRewrites() {
  const own = Object.getOwnPropertyDescriptor(HTMLStyleElement.prototype, 'textContent')
  const inherited = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent')!
  beforeAll(() => {
    Object.defineProperty(HTMLStyleElement.prototype, 'textContent', {
      configurable: true,
      enumerable: true,
      get(this: HTMLStyleElement) {
        return inherited.get!.call(this)
      },
      set(this: HTMLStyleElement, text: string | null) {
        if (this.hasAttribute('data-primereact-style-id') && inherited.get!.call(this) === text) return
        inherited.set!.call(this, text)
      },
    })
  })
  afterAll(() => {
    if (own) Object.defineProperty(HTMLStyleElement.prototype, 'textContent', own)
    else delete (HTMLStyleElement.prototype as { textContent?: unknown }).textContent
  })
}
