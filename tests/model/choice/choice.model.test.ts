import { describe, expect, it } from 'vitest'
import { choiceMachine } from '@/machines/choice/choice.machine'
import type { ChoiceData, ChoiceDiscipline } from '@/api/choice'
import { ApiError } from '@/api/errors'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const d = (disciplineID: number, taken = 0, chosen = false): ChoiceDiscipline => ({
  disciplineID,
  name: `Дисциплина ${disciplineID}`,
  credits: 3,
  hours: 108,
  teacher: 'Павлова Мария Андреевна',
  teacherID: 1000,
  department: 'Кафедра программного обеспечения',
  description: '',
  seats: 2,
  taken,
  chosen,
})
const block = (disciplines: ChoiceDiscipline[]) => ({
  blockID: 7,
  title: 'Дисциплины по выбору 1',
  semester: 6,
  choose: 1,
  description: '',
  disciplines,
})
const window = (open: boolean) => ({ dateFrom: '2026-11-17', dateTo: '2026-12-17', open })
/** Discipline 3 is full; discipline 1 or 2 may be chosen. */
const openData: ChoiceData = { group: 'ВИТ31', course: 3, window: window(true), blocks: [block([d(1), d(2), d(3, 2)])] }
const closedData: ChoiceData = { ...openData, window: window(false) }
const savedData: ChoiceData = { ...openData, blocks: [block([d(1, 1, true), d(2), d(3, 2)])] }

const chosen = (s: { context: { selection: Record<number, readonly number[]> } }) => s.context.selection[7] ?? []

/**
 * The student's choice: it loads (or fails and is retried); while the window is open a tick within the
 * block's limit is kept, one over the limit or of a full discipline is refused with its rule, untick always
 * works; a closed window ignores ticks; a save of an incomplete selection names the rule, a complete one
 * asks to confirm, then is saved or refused by the server (its words kept, the selection kept).
 */
const o: ReplayOptions<typeof choiceMachine> = {
  machine: choiceMachine,
  events: (s) => {
    if (s.matches('failed')) return [{ type: 'load.retry' }]
    if (s.matches({ ready: 'idle' }))
      return [
        ...[1, 2, 3].map((disciplineID) => ({ type: 'discipline.toggle' as const, blockID: 7, disciplineID })),
        { type: 'choice.save' },
      ]
    if (s.matches({ ready: 'confirming' })) return [{ type: 'save.confirm' }, { type: 'save.cancel' }]
    return []
  },
  outcomes: {
    loadChoice: { outputs: [openData, closedData], error: new ApiError('server', 500, 'Сбой') },
    storeChoice: {
      outputs: [savedData],
      errors: [new ApiError('badRequest', 400, 'Выбор дисциплин закрыт'), new ApiError('server', 500, 'Сбой')],
    },
  },
  assertStep: (event, before, after) => {
    const e = event as { type: string; disciplineID?: number; error?: unknown }
    switch (e.type) {
      case 'xstate.error.actor.loadChoice':
        expect(after.context.failure).toBe('failed')
        break
      case 'discipline.toggle': {
        const was = chosen(before)
        if (!before.context.data?.window?.open) expect(after.context).toEqual(before.context)
        else if (was.includes(e.disciplineID!)) expect(chosen(after)).not.toContain(e.disciplineID)
        else if (e.disciplineID === 3) {
          expect(chosen(after)).toEqual(was)
          expect(after.context.issue?.code).toBe('full')
        } else if (was.length >= 1) {
          expect(chosen(after)).toEqual(was)
          expect(after.context.issue?.code).toBe('overLimit')
        } else expect(chosen(after)).toEqual([e.disciplineID])
        break
      }
      case 'choice.save':
        if (!before.context.data?.window?.open) expect(after.context.issue?.code).toBe('closed')
        else if (chosen(before).length !== 1) expect(after.context.issue?.code).toBe('incomplete')
        else expect(after.matches({ ready: 'confirming' })).toBe(true)
        break
      case 'save.cancel':
        expect(after.matches({ ready: 'idle' })).toBe(true)
        expect(after.context.selection).toEqual(before.context.selection)
        break
      case 'xstate.done.actor.storeChoice':
        expect(after.context.saved).toBe(true)
        expect(chosen(after)).toEqual([1])
        break
      case 'xstate.error.actor.storeChoice':
        expect(after.matches({ ready: 'idle' })).toBe(true)
        expect(after.context.selection).toEqual(before.context.selection)
        if ((e.error as ApiError).code === 'badRequest') expect(after.context.refusal).toBe('Выбор дисциплин закрыт')
        else expect(after.context.saveFailed).toBe(true)
        break
    }
  },
}

describe('elective choice (model)', () => {
  const paths = modelPaths(o)
  it('has paths', () => expect(paths.length).toBeGreaterThan(1))
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(o, path)
  })
})
