import { describe, expect, it } from 'vitest'
import { raspManagerMachine } from '@/machines/day/rasp-manager.machine'
import type { ManagerSlot } from '@/api/rasp-manager'
import type { DraftWeek } from '@/api/rasp-draft'
import { ApiError } from '@/api/errors'
import type { ManagerOptions } from '@/machines/day/rasp-manager.types'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const slot: ManagerSlot = {
  id: 13_100,
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
const base = { groupID: 131, group: 'ВИТ31', semester: 'весенний семестр 2026-2027', publishedAt: null }
const none: DraftWeek = { ...base, status: 'none', slots: [] }
const draft: DraftWeek = { ...base, status: 'draft', slots: [slot] }
const published: DraftWeek = { ...base, status: 'published', publishedAt: '2026-11-27', slots: [slot] }
const options: ManagerOptions = {
  groups: [{ id: 131, name: 'ВИТ31', hint: '3 курс' }],
  teachers: [{ id: 8, name: 'Павлова М. А.', hint: '' }],
  rooms: [{ id: 1, name: '1-105', hint: '30 мест' }],
}
const clash = 'Конфликт: аудитория 1-105 в вт, 2-я пара уже занята группой ВИТ32'
const empty = 'Нельзя опубликовать пустой черновик: добавьте хотя бы одно занятие'

/**
 * The new-semester builder (the office's machine with `draft`): a group without a draft may start one
 * (refused in the server's words); only an open draft takes lessons and may be published (an empty one
 * is refused); a published draft is read-only and may be reopened.
 */
const o: ReplayOptions<typeof raspManagerMachine> = {
  machine: raspManagerMachine,
  input: { year: 2026, groupID: 131, draft: true },
  events: (s) => {
    if (s.matches({ week: 'failed' })) return [{ type: 'load.retry' }]
    if (s.matches({ week: { shown: 'viewing' } }))
      return [
        { type: 'draft.start', from: s.context.week?.status === 'published' ? 'published' : 'template' },
        { type: 'draft.publish' },
        { type: 'lesson.move', id: slot.id, weekday: 2, pair: 3 },
      ]
    return []
  },
  outcomes: {
    loadOptions: { outputs: [options] },
    loadWeek: { outputs: [none] },
    startDraft: { outputs: [draft], error: new ApiError('badRequest', 400, clash) },
    publishDraft: { outputs: [published], error: new ApiError('badRequest', 400, empty) },
    writeLesson: { outputs: [slot], error: new ApiError('badRequest', 400, clash) },
    removeLesson: { outputs: [null] },
  },
  assertState: (s) => {
    expect(s.context.drafting).toBe(true)
    // a move is sent only on an open draft
    if (s.matches({ week: { shown: 'saving' } })) expect(s.context.pending).not.toBeNull()
  },
  assertStep: (event, before, after) => {
    switch (event.type) {
      case 'draft.start':
        // an open draft is not started again
        expect(after.matches({ week: { shown: 'starting' } })).toBe(before.context.week?.status !== 'draft')
        break
      case 'draft.publish':
        // only an open draft is published; otherwise nothing is sent
        expect(after.matches({ week: { shown: 'publishing' } })).toBe(before.context.week?.status === 'draft')
        break
      case 'lesson.move':
        expect(after.matches({ week: { shown: 'saving' } })).toBe(before.context.week?.status === 'draft')
        break
      case 'xstate.done.actor.startDraft':
        expect(after.context.week?.status).toBe('draft')
        expect(after.context.notice).toBe('started')
        break
      case 'xstate.done.actor.publishDraft':
        expect(after.context.week?.status).toBe('published')
        expect(after.context.notice).toBe('published')
        break
      case 'xstate.error.actor.startDraft':
      case 'xstate.error.actor.publishDraft':
        expect(after.matches({ week: { shown: 'viewing' } })).toBe(true)
        expect(after.context.writeFailure).toBe('conflict')
        expect(after.context.week).toEqual(before.context.week)
        break
    }
  },
}

describe('new-semester builder (model)', () => {
  const paths = modelPaths(o)
  it('has paths under 60', () => expect(paths.length).toBeLessThan(60))
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(o, path)
  })
})
