import { describe, expect, it } from 'vitest'
import { formatFaults, parseFaults } from '@/mocks/lib/faults'
import { checkToken, issueToken } from '@/mocks/lib/auth'

describe('fault settings from the address', () => {
  it.each([
    ['latency:800,error:0.3', { latencyMs: 800, errorRate: 0.3, offline: false }],
    ['offline', { latencyMs: 0, errorRate: 0, offline: true }],
    ['error:7', { latencyMs: 0, errorRate: 1, offline: false }],
    ['latency:-5,nonsense', { latencyMs: 0, errorRate: 0, offline: false }],
    [null, { latencyMs: 0, errorRate: 0, offline: false }],
  ])('%s', (text, expected) => {
    expect(parseFaults(text)).toEqual(expected)
  })

  it('round-trips', () => {
    const f = { latencyMs: 300, errorRate: 0.5, offline: true }
    expect(parseFaults(formatFaults(f))).toEqual(f)
  })
})

describe('demo tokens', () => {
  it('accepts its own token and names the user', () => {
    expect(checkToken(issueToken(7))).toEqual({ ok: true, userID: 7 })
  })
  it('refuses a forged signature, an expired token and garbage', () => {
    const token = issueToken(7)
    const [body] = token.split('.')
    const forgedBody = btoa(JSON.stringify({ u: 1, e: Date.now() + 1e9 }))
    expect(checkToken(`${forgedBody}.${token.split('.')[1]}`)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkToken(issueToken(7, Date.now() - 10 * 864e5))).toEqual({ ok: false, reason: 'expired' })
    expect(checkToken(`${body}`)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkToken(null)).toEqual({ ok: false, reason: 'missing' })
  })
})
