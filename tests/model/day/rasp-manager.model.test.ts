import { describe, expect, it } from 'vitest'
import { raspManagerMachine } from '@/machines/day/rasp-manager.machine'
import type { ManagerSlot, ManagerWeek } from '@/api/rasp-manager'
import { ApiError } from '@/api/errors'
import { valuesOfSlot, type ManagerOptions } from '@/machines/day/rasp-manager.types'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const slot: ManagerSlot = {
  id: 13_101,
  groupID: 131,
  weekday: 1,
  pair: 2,
  parity: 'both',
  subject: 'Базы данных',
  kind: 'lecture',
  room: '1-105',
  teacherID: 8,
  teacher: 'Павлова М. А.',
  subgroup: 0,
}
const week: ManagerWeek = { groupID: 131, group: 'ВИТ31', slots: [slot] }
const options: ManagerOptions = {
  groups: [{ id: 131, name: 'ВИТ31', hint: '3 курс' }],
  teachers: [{ id: 8, name: 'Павлова М. А.', hint: '' }],
  rooms: [{ id: 1, name: '1-105', hint: '30 мест' }],
}
const clash = 'Конфликт: аудитория 1-105 в ср, 3-я пара уже занята группой ВИТ32'

/**
 * The timetable office: options, then a group's week; a lesson is added in a cell, changed in the form or
 * dragged, deleted; a refused write keeps the form open (with the server's words) or, for a drag, leaves
 * the grid as it was; a done write reloads the week.
 */
const o: ReplayOptions<typeof raspManagerMachine> = {
  machine: raspManagerMachine,
  input: { year: 2026, groupID: null },
  events: (s) => {
    if (s.matches('optionsFailed') || s.matches({ week: 'failed' })) return [{ type: 'load.retry' }]
    if (s.matches('choosing')) return [{ type: 'group.select', groupID: 131 }]
    if (s.matches({ week: { shown: 'viewing' } }))
      return [
        { type: 'lesson.add', weekday: 2, pair: 3 },
        { type: 'lesson.edit', id: slot.id },
        { type: 'lesson.edit', id: 999 },
        { type: 'lesson.move', id: slot.id, weekday: 2, pair: 3 },
        { type: 'lesson.delete', id: slot.id },
        { type: 'weeks.filter', filter: 'odd' },
      ]
    if (s.matches({ week: { shown: 'editing' } }))
      return [{ type: 'lesson.save', values: { ...valuesOfSlot(slot), pair: 3 } }, { type: 'form.cancel' }]
    return []
  },
  outcomes: {
    loadOptions: { outputs: [options], error: new ApiError('network', 0, null) },
    loadWeek: { outputs: [week], error: new ApiError('forbidden', 403, 'Доступ запрещён') },
    writeLesson: { outputs: [slot], error: new ApiError('badRequest', 400, clash) },
    removeLesson: { outputs: [null], error: new ApiError('notFound', 404, 'Такого занятия нет') },
  },
  assertState: (s) => {
    if (s.matches({ week: { shown: 'editing' } })) expect(s.context.draft).not.toBeNull()
    if (s.matches({ week: { shown: 'viewing' } })) expect(s.context.draft).toBeNull()
    if (s.matches({ week: { shown: 'saving' } })) expect(s.context.pending).not.toBeNull()
  },
  assertStep: (event, before, after) => {
    const e = event as { type: string; values?: { pair: number } }
    switch (e.type) {
      case 'lesson.add':
        expect(after.context.draft).toMatchObject({ id: null, defaults: { weekday: 2, pair: 3, subject: '' } })
        break
      case 'lesson.edit':
        if (after.matches({ week: { shown: 'editing' } }))
          expect(after.context.draft).toEqual({ id: slot.id, defaults: valuesOfSlot(slot) })
        else expect(after.matches({ week: { shown: 'viewing' } })).toBe(true) // an unknown lesson: nothing opens
        break
      case 'lesson.move':
        expect(after.context.pending).toEqual({
          groupID: 131,
          id: slot.id,
          values: { ...valuesOfSlot(slot), weekday: 2, pair: 3 },
        })
        break
      case 'lesson.save':
        expect(after.context.pending?.values.pair).toBe(3)
        expect(after.context.pending?.id).toBe(before.context.draft?.id)
        break
      case 'xstate.error.actor.writeLesson':
        expect(after.context.writeFailure).toBe('conflict')
        expect(after.context.serverMessage).toBe(clash)
        // the form stays open with what was typed; a dragged lesson stays where it was
        expect(after.context.draft).toEqual(before.context.draft)
        expect(after.context.week).toEqual(before.context.week)
        break
      case 'xstate.done.actor.writeLesson':
        expect(after.matches({ week: { shown: 'refreshing' } })).toBe(true)
        expect(after.context.notice).toBe(before.context.pending?.id === null ? 'added' : 'saved')
        expect(after.context.draft).toBeNull()
        break
      case 'xstate.done.actor.removeLesson':
        expect(after.context.notice).toBe('deleted')
        break
      case 'xstate.error.actor.removeLesson':
        expect(after.context.writeFailure).toBe('notFound')
        expect(after.matches({ week: { shown: 'viewing' } })).toBe(true)
        break
      case 'xstate.error.actor.loadWeek':
        expect(after.matches({ week: 'failed' })).toBe(true)
        expect(after.context.loadFailure).toBe('forbidden')
        break
      case 'group.select':
        expect(after.matches({ week: 'loading' })).toBe(true)
        expect(after.context.groupID).toBe(131)
        break
    }
  },
}

describe('timetable office (model)', () => {
  const paths = modelPaths(o)
  it('has paths', () => expect(paths.length).toBeGreaterThan(3))
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(o, path)
  })
})
