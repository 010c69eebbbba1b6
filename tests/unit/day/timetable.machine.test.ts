import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { RaspTab, RaspWeek } from '@/api/day'
import { ApiError } from '@/api/errors'
import { timetableMachine } from '@/machines/day/timetable.machine'
import {
  selectDay,
  selectFailure,
  selectMarks,
  selectParity,
  selectWeekNumber,
  selectWeekStart,
} from '@/machines/day/timetable.selectors'

const now = new Date('2026-11-20T06:00:00Z') // Friday 09:00 Moscow
const lesson = (id: number, date: string, pair: number) => ({
  id,
  date,
  pair,
  subject: 'Физика',
  kind: 'lecture' as const,
  room: '1-101',
  teacherID: 8,
  teacher: 'Павлова М. А.',
  groupID: 131,
  group: 'ВИТ31',
  subgroup: 0,
})

function start(answer: (date: string) => Promise<RaspWeek>) {
  const asked: string[] = []
  const loadWeek = fromPromise<RaspWeek, { type: RaspTab; id: number; date: string }>(({ input }) => {
    asked.push(`${input.type}/${input.id}/${input.date}`)
    return answer(input.date)
  })
  const actor = createActor(timetableMachine.provide({ actors: { loadWeek } }), {
    input: { type: 'Group', id: 131, now },
  }).start()
  return { actor, asked }
}
const week = (weekStart: string, lessons = [lesson(1, '2026-11-20', 1), lesson(2, '2026-11-20', 2)]): RaspWeek => ({
  type: 'Group',
  id: 131,
  name: 'ВИТ31',
  weekStart,
  lessons,
})

describe('timetable machine', () => {
  it("opens today's week on today's day, marks the current and next lesson, navigates weeks", async () => {
    const { actor, asked } = start(async (date) => week(date))
    await waitFor(actor, (s) => s.matches('shown'))
    const s = actor.getSnapshot()
    expect(asked).toEqual(['Group/131/2026-11-16'])
    expect(selectDay(s)).toBe(4)
    expect(selectWeekNumber(s)).toBe(12)
    expect(selectParity(s)).toBe('even')
    expect(selectMarks(s)).toEqual({ current: 1, next: 2 })
    actor.send({ type: 'week.next' })
    await waitFor(actor, (s) => s.matches('shown'))
    expect(selectWeekStart(actor.getSnapshot())).toBe('2026-11-23')
    expect(selectParity(actor.getSnapshot())).toBe('odd')
    actor.send({ type: 'week.previous' })
    actor.send({ type: 'week.previous' })
    await waitFor(actor, (s) => s.matches('shown'))
    expect(selectWeekStart(actor.getSnapshot())).toBe('2026-11-09')
    actor.send({ type: 'week.current' })
    await waitFor(actor, (s) => s.matches('shown'))
    expect(asked.at(-1)).toBe('Group/131/2026-11-16')
    expect(selectDay(actor.getSnapshot())).toBe(4)
    actor.send({ type: 'day.select', day: 9 })
    expect(selectDay(actor.getSnapshot())).toBe(5)
  })

  it('a refused or unknown timetable fails with its code; a network failure can be retried', async () => {
    let failure: Error = new ApiError('notFound', 404, 'Такого расписания нет')
    const { actor } = start(async (date) => {
      if (failure) throw failure
      return week(date)
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectFailure(actor.getSnapshot())).toBe('notFound')
    failure = new Error('offline')
    actor.send({ type: 'load.retry' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(selectFailure(actor.getSnapshot())).toBe('failed')
    failure = null as unknown as Error
    actor.send({ type: 'load.retry' })
    await waitFor(actor, (s) => s.matches('shown'))
    expect(selectFailure(actor.getSnapshot())).toBeNull()
  })
})

describe('timetable machine: the realtime «schedule update»', () => {
  it('reloads the shown week in place (not the loading state); a failed reload keeps the week', async () => {
    let answer = (date: string) => Promise.resolve(week(date))
    const { actor, asked } = start((date) => answer(date))
    await waitFor(actor, (s) => s.matches('shown'))
    const moved = week('2026-11-16', [lesson(1, '2026-11-21', 7)])
    answer = () => Promise.resolve(moved)
    actor.send({ type: 'schedule.update' })
    expect(actor.getSnapshot().matches('refreshing')).toBe(true)
    await waitFor(actor, (s) => s.matches('shown'))
    expect(asked).toEqual(['Group/131/2026-11-16', 'Group/131/2026-11-16'])
    expect(actor.getSnapshot().context.week).toBe(moved)
    answer = () => Promise.reject(new ApiError('server', 500, null))
    actor.send({ type: 'schedule.update' })
    await waitFor(actor, (s) => s.matches('shown'))
    expect(actor.getSnapshot().context.week).toBe(moved)
    expect(selectFailure(actor.getSnapshot())).toBeNull()
  })
})
