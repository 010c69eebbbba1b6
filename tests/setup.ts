import '@testing-library/jest-dom/vitest'
import { EventSource } from 'eventsource'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { setConfig } from '@/api/config'
import { server, resetMockBackend } from '@/mocks/node'

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
// Every render in <StrictMode>, as the app runs in development (issue 12 item 5).
// findBy*/waitFor end as soon as their condition holds; the ceiling covers a server round trip on CI's two
// busy cores, where the default second failed tests that pass alone (a group mailing's send, 2026-11-24).
configure({ reactStrictMode: true, asyncUtilTimeout: 10_000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(async () => {
  await resetMockBackend()
})
afterEach(() => {
  server.resetHandlers()
  if (typeof document === 'undefined' || typeof localStorage === 'undefined') return // node-environment test files
  cleanup()
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())
