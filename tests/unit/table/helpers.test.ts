import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cyrillicToLatin, latinToCyrillic, swapLayout } from '@/lib/keyboard-layout'
import { formatFileSize } from '@/lib/file-size'
import { yearsList } from '@/lib/years'

describe('keyboard layout swap', () => {
  it("'ghbdtn' ↔ 'привет', both cases, punctuation by key", () => {
    expect(latinToCyrillic('ghbdtn')).toBe('привет')
    expect(cyrillicToLatin('привет')).toBe('ghbdtn')
    expect(swapLayout('Ghbdtn')).toBe('Привет')
    expect(swapLayout('ЗКШМУЕ')).toBe('PRIVET')
    expect(swapLayout('[jhjij')).toBe('хорошо')
    expect(swapLayout(',fyfy')).toBe('банан')
    expect(swapLayout('`krf')).toBe('ёлка')
  })
  it('keeps digits, spaces and unknown characters', () => {
    expect(swapLayout('123 — №')).toBe('123 — №')
  })
  it('property: swapping a Latin word twice returns it', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{0,20}$/), (s) => swapLayout(swapLayout(s)) === s))
  })
})

describe('file size', () => {
  it('formats in kb, mb, gb, tb with 3 decimals', () => {
    expect(formatFileSize(0)).toBe('0.000 kb')
    expect(formatFileSize(1536)).toBe('1.500 kb')
    expect(formatFileSize(20971520)).toBe('20.000 mb')
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.000 gb')
    expect(formatFileSize(2.5 * 1024 ** 4)).toBe('2.500 tb')
    expect(formatFileSize(5000 * 1024 ** 4)).toBe('5000.000 tb')
    expect(formatFileSize(-1)).toBe('0.000 kb')
  })
})

describe('years list', () => {
  it('runs from the current year down to 2010, optionally starting with Все', () => {
    const now = new Date(2026, 10, 23)
    const years = yearsList(false, now)
    expect(years[0]).toEqual({ value: 2026, label: '2026' })
    expect(years.at(-1)).toEqual({ value: 2010, label: '2010' })
    expect(years).toHaveLength(17)
    expect(yearsList(true, now)[0]).toEqual({ value: null, label: 'Все' })
    expect(yearsList(true, now)).toHaveLength(18)
  })
})
