import { describe, expect, it } from 'vitest'
import { xmlSafe, xmlSafeLines } from '@/lib/xml-safe'

describe('xmlSafe', () => {
  it('drops what XML 1.0 cannot hold and keeps the rest', () => {
    expect(xmlSafe('a\u0001b\u000Bc\uFFFEd\uFFFFe\u0000f')).toBe('abcdef')
    expect(xmlSafe('lone \uD800 high, lone \uDC00 low')).toBe('lone  high, lone  low')
    expect(xmlSafe('pair 😀 kept')).toBe('pair 😀 kept')
    expect(xmlSafe('Тема\tи\r\nстроки & <теги>')).toBe('Тема\tи\r\nстроки & <теги>')
    expect(xmlSafe('\uE000\uFFFD')).toBe('\uE000\uFFFD')
  })
  it('splits lines on every line break', () => {
    expect(xmlSafeLines('один\nдва\r\nтри\rчетыре\u2028пять')).toEqual(['один', 'два', 'три', 'четыре', 'пять'])
    expect(xmlSafeLines('без\u000Bразрыва')).toEqual(['безразрыва'])
  })
})
