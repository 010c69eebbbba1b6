import { describe, expect, it } from 'vitest'
import { calendarMachine } from '@/machines/day/calendar.machine'
import type { Lesson } from '@/api/day'
import { ApiError } from '@/api/errors'
import { monthGrid } from '@/lib/day-month'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const lesson: Lesson = {
  id: 1,
  date: '2026-11-18',
  pair: 2,
  subject: 'Базы данных',
  kind: 'lecture',
  room: '1-105',
  teacherID: 8,
  teacher: 'Павлова М. А.',
  groupID: 131,
  group: 'ВИТ31',
  subgroup: 0,
}
const month = { name: 'ВИТ31', lessons: [lesson] }

/**
 * The month calendar: the month loads (or fails and is retried); a day of the shown month is only
 * selected, a day of another month and the month buttons load that month.
 */
const o: ReplayOptions<typeof calendarMachine> = {
  machine: calendarMachine,
  input: { type: 'Group', id: 131, date: '2026-11-18', now: new Date('2026-11-24T09:00:00Z') },
  events: (s) => {
    if (s.matches('failed')) return [{ type: 'load.retry' }]
    // November and December only (the context stays finite): a day of each kind, the month buttons
    if (s.matches('shown') && s.context.month === '2026-11')
      return [
        { type: 'day.select', day: '2026-11-20' },
        { type: 'day.select', day: '2026-12-01' },
        { type: 'month.next' },
        { type: 'month.current' },
      ]
    if (s.matches('shown')) return [{ type: 'month.previous' }, { type: 'month.current' }]
    return []
  },
  outcomes: { loadMonth: { outputs: [month], error: new ApiError('notFound', 404, 'Такого расписания нет') } },
  assertStep: (event, before, after) => {
    const e = event as { type: string; day?: string }
    switch (e.type) {
      case 'xstate.done.actor.loadMonth':
        expect(after.matches('shown')).toBe(true)
        expect(after.context.lessons).toEqual([lesson])
        break
      case 'xstate.error.actor.loadMonth':
        expect(after.matches('failed')).toBe(true)
        expect(after.context.failure).toBe('notFound')
        break
      case 'load.retry':
        expect(after.matches('loading')).toBe(true)
        break
      case 'day.select':
        expect(after.context.day).toBe(e.day)
        if (e.day!.slice(0, 7) === before.context.month) {
          expect(after.matches('shown'), 'a day of the shown month only selects').toBe(true)
          expect(after.context.lessons).toBe(before.context.lessons)
        } else {
          expect(after.matches('loading')).toBe(true)
          expect(after.context.month).toBe(e.day!.slice(0, 7))
        }
        break
      case 'month.next':
      case 'month.previous': {
        const step = e.type === 'month.next' ? 1 : -1
        const [y, m] = before.context.month.split('-').map(Number)
        const expected = new Date(Date.UTC(y, m - 1 + step, 1)).toISOString().slice(0, 7)
        expect(after.matches('loading')).toBe(true)
        expect(after.context.month).toBe(expected)
        expect(after.context.day.slice(0, 7)).toBe(expected)
        expect(monthGrid(expected).flat()).toContain(after.context.day)
        break
      }
      case 'month.current':
        expect(after.matches('loading')).toBe(true)
        expect(after.context.day).toBe('2026-11-24')
        break
    }
  },
}

describe('month calendar (model)', () => {
  const paths = modelPaths(o)
  it('has paths', () => expect(paths.length).toBeGreaterThan(1))
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(o, path)
  })
})
