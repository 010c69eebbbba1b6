import { TIMETABLE_TZID } from './constants/day'

/**
 * A small RFC 5545 writer for the timetable export: CRLF line ends, lines folded at 75 octets (never
 * inside a UTF-8 character), TEXT values escaped, local times with TZID Europe/Moscow and the
 * VTIMEZONE that defines it (UTC+3, no daylight saving time).
 */
export interface IcsEvent {
  uid: string
  /** 'yyyy-mm-dd' */
  date: string
  /** 'hh:mm' local */
  start: string
  end: string
  summary: string
  location?: string
  description?: string
}

const CRLF = '\r\n'
const MAX_OCTETS = 75

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** RFC 5545 §3.1: a line longer than 75 octets continues on lines starting with one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // continuation lines carry the leading space within their 75 octets
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(CRLF + ' ')
}

const localStamp = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`
const utcStamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export function buildIcs(calendarName: string, events: readonly IcsEvent[], now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kabinet//Timetable//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    `X-WR-TIMEZONE:${TIMETABLE_TZID}`,
    'BEGIN:VTIMEZONE',
    `TZID:${TIMETABLE_TZID}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0300',
    'TZNAME:MSK',
    'END:STANDARD',
    'END:VTIMEZONE',
  ]
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${TIMETABLE_TZID}:${localStamp(e.date, e.start)}`,
      `DTEND;TZID=${TIMETABLE_TZID}:${localStamp(e.date, e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
    )
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`)
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join(CRLF) + CRLF
}
