import { describe, expect, it } from 'vitest'
import * as dateFns from 'date-fns'
import lodash from 'lodash'
import { compareAsc } from '@/mocks/shims/date-fns'
import { isFunction } from '@/mocks/shims/lodash'
import * as generated from '@/mocks/shims/no-generated-handlers'

/**
 * The build resolves @mswjs/data's requires of date-fns, lodash and its GraphQL/REST handler generators to
 * these shims (scripts/mswjs-data-slim-plugin.ts); they must answer as the originals for what it calls.
 */
describe("the demo build's shims for @mswjs/data", () => {
  it('compareAsc orders dates and timestamps as date-fns does', () => {
    const values = [new Date('2026-11-20T09:00:00Z'), new Date('2026-11-21T00:00:00Z'), 0, Date.UTC(2026, 10, 20, 9)]
    for (const a of values)
      for (const b of values) expect(compareAsc(a, b), `${String(a)} ${String(b)}`).toBe(dateFns.compareAsc(a, b))
  })

  it('isFunction is lodash’s', () => {
    for (const value of [() => 1, async () => 1, class {}, {}, null, 'f', 1])
      expect(isFunction(value)).toBe(lodash.isFunction(value))
  })

  it('the handler generators refuse with a clear message (the demo writes its own handlers)', () => {
    expect(() => generated.generateGraphQLHandlers()).toThrow(/not bundled/)
    expect(() => generated.generateRestHandlers()).toThrow(/not bundled/)
  })
})

describe("the demo build's shim for tldts (msw's cookie store)", () => {
  it('gives the registrable domain of the hosts a demo runs on as tldts does', async () => {
    const { getDomain: real } = await import('tldts')
    const { getDomain } = await import('@/mocks/shims/tldts')
    for (const host of [
      'demo.univ.example.ru',
      'kabinet.donstu.ru',
      'donstu.ru',
      'a.b.c.univ.ru',
      'localhost',
      '127.0.0.1',
    ])
      expect(getDomain(host), host).toBe(real(host))
  })
})
