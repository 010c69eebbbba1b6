import type { ChatMessage } from '@/api/chat'

/** Message dates on the client (spec 2 §3 Chat message: date, shortDate, shortTime, normalDate). */
const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' })
const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' })
const short = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit' })

function parse(iso: string): Date | null {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? null : d
}
export const shortTime = (iso: string) => {
  const d = parse(iso)
  return d ? time.format(d) : ''
}
export const shortDate = (iso: string) => {
  const d = parse(iso)
  return d ? short.format(d) : ''
}
export const normalDate = (iso: string) => {
  const d = parse(iso)
  return d ? day.format(d) : ''
}
export const sameDay = (a: string, b: string) => a.slice(0, 10) === b.slice(0, 10)

/**
 * Name and avatar rules (showName, showAvatar): in a run of consecutive messages by one author the
 * name shows on the first and the avatar beside the last; a new day starts a new run.
 */
export function showName(messages: ChatMessage[], i: number): boolean {
  const prev = messages[i - 1]
  return !prev || prev.userID !== messages[i].userID || !sameDay(prev.date, messages[i].date)
}
export function showAvatar(messages: ChatMessage[], i: number): boolean {
  const next = messages[i + 1]
  return !next || next.userID !== messages[i].userID || !sameDay(next.date, messages[i].date)
}
