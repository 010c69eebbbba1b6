import '@testing-library/jest-dom/vitest'
import { EventSource } from 'eventsource'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { setConfig } from '@/api/config'
import { server, resetMockBackend } from '@/mocks/node'
import { loadDropdown } from '@/ui/dropdown/labelled-dropdown'
import { loadMultiSelect } from '@/ui/dropdown/multi-select'

// msw's sse() needs EventSource, which Node 20 and jsdom lack.
globalThis.EventSource ??= EventSource as unknown as typeof globalThis.EventSource

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
if (typeof window !== 'undefined') {
  window.scrollTo = () => {}
  Element.prototype.scrollIntoView ??= function scrollIntoView() {}
}

setConfig({ api_address: 'http://localhost/api', demo: false })
// In the app a select is drawn by a stand-in until PrimeReact's Dropdown or MultiSelect has arrived (the page idle, or the user
// reaching it); tests start where the app is a moment later, with the Dropdown. The stand-in has its own tests
// (tests/component/ui/select-stand-ins.test.tsx).
await Promise.all([loadDropdown(), loadMultiSelect()])
// Every render in <StrictMode>, as the app runs in development (issue 12 item 5).
// findBy*/waitFor end as soon as their condition holds; the ceiling covers a server round trip on CI's two
// busy cores, where the default second failed tests that pass alone (a group mailing's send, 2026-11-24).
configure({ reactStrictMode: true, asyncUtilTimeout: 10_000 })

/** vitest's jsdom environment exposes its JSDOM instance as `jsdom`. */
type JsdomGlobal = { jsdom?: { cookieJar: { removeAllCookiesSync(): void } } }

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(async () => {
  await resetMockBackend()
})
afterEach(() => {
  server.resetHandlers()
  if (typeof document === 'undefined' || typeof localStorage === 'undefined') return // node-environment test files
  cleanup()
  // Every cookie, whatever its path: a token at another path outlived a `path=/` expiry and, issued by an
  // earlier file's demo backend, was refused (401) in the next one.
  ;(globalThis as JsdomGlobal).jsdom?.cookieJar.removeAllCookiesSync()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())
