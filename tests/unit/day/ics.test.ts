import { describe, expect, it } from 'vitest'
import { buildIcs, escapeText, foldLine } from '@/lib/day-ics'

/** A minimal RFC 5545 reader: unfolds, splits properties and parameters, unescapes TEXT. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true)
  // every line ends with CRLF: no bare LF anywhere
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const lines = text.split('\r\n').slice(0, -1)
  for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  const unfolded = lines.join('\r\n').replace(/\r\n /g, '').split('\r\n')
  const unescape = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c))
  const events: Record<string, { params: string; value: string }>[] = []
  let current: Record<string, { params: string; value: string }> | null = null
  const stack: string[] = []
  for (const line of unfolded) {
    const colon = line.indexOf(':')
    const [name, ...params] = line.slice(0, colon).split(';')
    const value = line.slice(colon + 1)
    if (name === 'BEGIN') {
      stack.push(value)
      if (value === 'VEVENT') current = {}
    } else if (name === 'END') {
      expect(stack.pop()).toBe(value)
      if (value === 'VEVENT' && current) events.push(current)
      current = null
    } else if (current) current[name] = { params: params.join(';'), value: unescape(value) }
  }
  expect(stack).toEqual([])
  return { unfolded, events }
}

const lesson = {
  uid: 'lesson-1@kabinet',
  date: '2026-11-20',
  start: '08:30',
  end: '10:00',
  summary: 'Математический анализ; лекция, поток «А»\\Б',
  location: 'ауд. 1-101',
  description:
    'ВИТ31, Иванов И. И., подгруппа 1 — длинное описание занятия, которое обязательно будет перенесено на следующие строки файла',
}

describe('iCalendar export (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne')
  })
  it('folds at 75 octets without splitting a Cyrillic letter', () => {
    const folded = foldLine('SUMMARY:' + 'Ж'.repeat(100))
    const lines = folded.split('\r\n')
    expect(lines.length).toBeGreaterThan(2)
    for (const [i, line] of lines.entries()) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
      if (i > 0) expect(line.startsWith(' ')).toBe(true)
      expect(line).not.toContain('\uFFFD')
    }
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe('SUMMARY:' + 'Ж'.repeat(100))
  })
  it('writes a calendar that parses back to the same lessons in Moscow time', () => {
    const text = buildIcs(
      'Расписание: ВИТ31',
      [
        lesson,
        {
          ...lesson,
          uid: 'lesson-2@kabinet',
          start: '10:10',
          end: '11:40',
          location: undefined,
          description: undefined,
        },
      ],
      new Date('2026-11-19T10:00:00Z'),
    )
    const { unfolded, events } = parseIcs(text)
    expect(unfolded[0]).toBe('BEGIN:VCALENDAR')
    expect(unfolded).toContain('VERSION:2.0')
    expect(unfolded).toContain('TZID:Europe/Moscow')
    expect(unfolded).toContain('TZOFFSETTO:+0300')
    expect(events).toHaveLength(2)
    const [first, second] = events
    expect(first.UID.value).toBe('lesson-1@kabinet')
    expect(first.DTSTAMP.value).toBe('20261119T100000Z')
    expect(first.DTSTART).toEqual({ params: 'TZID=Europe/Moscow', value: '20261120T083000' })
    expect(first.DTEND).toEqual({ params: 'TZID=Europe/Moscow', value: '20261120T100000' })
    expect(first.SUMMARY.value).toBe(lesson.summary)
    expect(first.LOCATION.value).toBe('ауд. 1-101')
    expect(first.DESCRIPTION.value).toBe(lesson.description)
    expect(second.DTSTART.value).toBe('20261120T101000')
    expect(second.LOCATION).toBeUndefined()
  })
})
