import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { hasVisibleText, visibleText } from '@/lib/validation'

describe('hasVisibleText: «required» means one visible character', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\u200B\u200B', false],
    ['\u200D\uFEFF\u2060', false],
    ['\u00A0\u3000\t\n', false],
    ['\u200E\u200F\u202A', false],
    ['\u0301', false],
    ['\u3164\u2800', false],
    ['\u0001\u000B', false],
    ['а', true],
    [' \u200B x', true],
    ['😀', true],
    ['0', true],
  ])('%j → %s', (text, expected) => {
    expect(hasVisibleText(text)).toBe(expected)
  })

  it('is false for what is not a string', () => {
    expect(hasVisibleText(null)).toBe(false)
    expect(hasVisibleText(42)).toBe(false)
  })

  it('visibleText refuses zero-width text with the given message and keeps visible text as typed', () => {
    const schema = visibleText('Укажите название')
    const refused = v.safeParse(schema, '\u200B\u200B')
    expect(refused.success).toBe(false)
    expect(refused.issues?.[0].message).toBe('Укажите название')
    expect(v.parse(schema, ' Беседа ')).toBe(' Беседа ')
  })
})
