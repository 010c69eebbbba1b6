import { describe, expect, it } from 'vitest'
import { journalMachine } from '@/machines/day/journal.machine'
import { cellKey } from '@/machines/day/journal.types'
import type { Journal } from '@/api/journal'
import { ApiError } from '@/api/errors'
import { journalTexts } from '@/texts/ru/journal'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const journal = (canEdit: boolean): Journal => ({
  journalID: 12210,
  discipline: 'Математический анализ',
  group: 'ВИТЗ24',
  groupID: 122,
  kind: 'Практические занятия',
  control: 'exam',
  semester: 'Осенний семестр 2026-2027',
  teacher: 'Павлова М. А.',
  dates: ['2026-11-17', '2026-11-24', '2026-12-01'],
  today: '2026-11-25',
  students: [{ studentID: 2003, fio: 'Николаева София Ивановна' }],
  cells: [{ studentID: 2003, date: '2026-11-17', value: '3' }],
  canEdit,
})
const FIRST = { type: 'cell.save', studentID: 2003, date: '2026-11-24', value: 'н' } as const
const SECOND = { type: 'cell.save', studentID: 2003, date: '2026-11-17', value: '5' } as const
const FUTURE = { type: 'cell.save', studentID: 2003, date: '2026-12-01', value: '4' } as const
const refusal = new ApiError('badRequest', 400, journalTexts.server.badMark('5, 4, 3, 2, н'))

/**
 * The journal loads (or fails and is retried); a teacher's change shows at once and is queued, the
 * queue is saved in order; a refusal restores the cell and keeps the server's reason; a student (no
 * right to change) and a lesson still to come change nothing.
 */
const options = (canEdit: boolean): ReplayOptions<typeof journalMachine> => ({
  machine: journalMachine,
  input: { journalID: 12210 },
  label: `journal (${canEdit ? 'teacher' : 'student'})`,
  events: (s) => {
    if (s.matches('failed')) return [{ type: 'load.retry' }]
    if (!s.matches('ready')) return []
    // at most two waiting changes keep the model finite
    if (s.context.queue.length >= 2) return []
    return s.context.queue.length === 0 ? [FIRST, FUTURE] : [SECOND]
  },
  outcomes: {
    loadJournal: { outputs: [journal(canEdit)], error: new ApiError('forbidden', 403, 'Доступ запрещён') },
    saveCell: { outputs: [{ studentID: 2003, date: '2026-11-24', value: 'н' }], error: refusal },
  },
  assertStep: (event, before, after) => {
    const value = (s: typeof after, date: string) => s.context.values[cellKey(2003, date)]
    switch (event.type) {
      case 'xstate.done.actor.loadJournal':
        expect(after.matches('ready')).toBe(true)
        expect(value(after, '2026-11-17')).toBe('3')
        break
      case 'xstate.error.actor.loadJournal':
        expect(after.matches('failed')).toBe(true)
        expect(after.context.failure).toBe('forbidden')
        break
      case 'load.retry':
        expect(after.matches('loading')).toBe(true)
        break
      case 'cell.save': {
        const e = event as typeof FIRST | typeof SECOND | typeof FUTURE
        if (!canEdit || e.date > '2026-11-25' || value(before, e.date) === e.value) {
          expect(after.context.values, 'nothing changes').toEqual(before.context.values)
          expect(after.context.queue).toEqual(before.context.queue)
          break
        }
        expect(value(after, e.date), 'shown at once').toBe(e.value)
        expect(after.context.queue.at(-1)).toMatchObject({ date: e.date, value: e.value })
        expect(after.matches({ ready: 'saving' })).toBe(true)
        break
      }
      case 'xstate.done.actor.saveCell':
        expect(after.context.queue).toEqual(before.context.queue.slice(1))
        expect(after.context.lastSaved).toMatchObject({ date: before.context.queue[0].date })
        expect(after.context.saveFailure).toBeNull()
        expect(after.matches({ ready: after.context.queue.length ? 'saving' : 'idle' })).toBe(true)
        break
      case 'xstate.error.actor.saveCell': {
        const refused = before.context.queue[0]
        expect(after.context.queue).toHaveLength(before.context.queue.length - 1)
        expect(value(after, refused.date) ?? '', 'the cell is restored').toBe(refused.previous)
        expect(after.context.saveFailure).toBe('badRequest')
        expect(after.context.serverMessage).toBe(refusal.message)
        break
      }
    }
  },
})

for (const canEdit of [true, false]) {
  describe(`class journal (model): ${canEdit ? 'teacher' : 'student'}`, () => {
    const o = options(canEdit)
    const paths = modelPaths(o)
    it('has paths', () => expect(paths.length).toBeGreaterThan(1))
    it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
      await replayPath(o, path)
    })
  })
}
