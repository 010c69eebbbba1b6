import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { dateToIso, formatMaskedDate, isoToDate, parseMaskedDate } from '@/ui/date-field-parse'

describe('date field rules (spec 1 §5)', () => {
  it.each([
    ['20.11.2026', { ok: true, iso: '2026-11-20' }],
    ['', { ok: false, reason: 'empty' }],
    ['__.__.____', { ok: false, reason: 'empty' }],
    ['20.11.202_', { ok: false, reason: 'incomplete' }],
    ['20.11.26', { ok: false, reason: 'incomplete' }],
    ['20.11.20266', { ok: false, reason: 'incomplete' }],
    ['31.02.2026', { ok: false, reason: 'invalid' }],
    ['00.01.2026', { ok: false, reason: 'invalid' }],
    ['20/11/2026', { ok: false, reason: 'invalid' }],
  ] as const)('%j → %j', (text, expected) => {
    expect(parseMaskedDate(text)).toEqual(expected)
  })

  it('min and max are inclusive', () => {
    expect(parseMaskedDate('23.11.2026', null, '2026-11-23')).toEqual({ ok: true, iso: '2026-11-23' })
    expect(parseMaskedDate('24.11.2026', null, '2026-11-23')).toEqual({ ok: false, reason: 'range' })
    expect(parseMaskedDate('01.01.2020', '2020-01-02')).toEqual({ ok: false, reason: 'range' })
  })

  it('exactly 10 characters: any other length never gives a date', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const parsed = parseMaskedDate(text)
        if (parsed.ok) expect(text.length).toBe(10)
      }),
    )
  })

  it('format and parse round-trip every day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1950, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }), (date) => {
        const iso = dateToIso(date)
        expect(parseMaskedDate(formatMaskedDate(iso))).toEqual({ ok: true, iso })
        expect(dateToIso(isoToDate(iso)!)).toBe(iso)
      }),
    )
  })
})
