import { describe, expect, it } from 'vitest'
import { feedbackMachine } from '@/machines/admin/feedback.machine'
import type { Feedback } from '@/api/admin'
import { ApiError } from '@/api/errors'
import { feedbackFailureText } from '@/screens/admin/feedback-texts'
import { adminTexts as t } from '@/texts/ru/admin'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const waiting: Feedback = {
  id: 2,
  userID: 1,
  fio: 'Соколова Анна Игоревна',
  topic: 'Тёмная тема',
  text: 'По времени суток',
  date: '2026-11-17T15:15:00.000Z',
  answer: null,
  answeredBy: null,
  answerDate: null,
}
const answered: Feedback = {
  ...waiting,
  answer: 'Добавим',
  answeredBy: 'Орлов Игорь Владимирович',
  answerDate: '2026-11-18T10:00:00.000Z',
}
const values = { answer: 'Добавим' }

/**
 * /feedback: the list loads (or fails and is retried); an administrator answers a waiting message (a
 * refusal keeps it waiting and says why; a saved answer replaces it); anyone else cannot answer (guard).
 */
const options = (all: boolean): ReplayOptions<typeof feedbackMachine> => ({
  machine: feedbackMachine,
  input: { all },
  label: `feedback (${all ? 'administrator' : 'author'})`,
  events: (s) => {
    if (s.matches('failed')) return [{ type: 'list.retry' }]
    if (s.matches('ready') && s.context.items.some((m) => !m.answer)) return [{ type: 'answer.submit', id: 2, values }]
    return []
  },
  outcomes: {
    loadFeedback: { outputs: [[waiting]], error: new ApiError('network', 0, null) },
    saveAnswer: { outputs: [answered], error: new ApiError('server', 409, t.feedbackAlreadyAnswered) },
  },
  assertStep: (event, before, after) => {
    switch (event.type) {
      case 'xstate.done.actor.loadFeedback':
        expect(after.matches('ready')).toBe(true)
        expect(after.context.items).toEqual([waiting])
        break
      case 'xstate.error.actor.loadFeedback':
        expect(after.matches('failed')).toBe(true)
        expect(feedbackFailureText(after.context.loadFailure)).toBe(t.feedbackFailed)
        break
      case 'list.retry':
        expect(after.matches('loading')).toBe(true)
        break
      case 'answer.submit':
        if (all) {
          expect(after.matches('answering')).toBe(true)
          expect(after.context.answeringID).toBe(2)
        } else {
          expect(after.value, 'only administrators answer').toEqual(before.value)
        }
        break
      case 'xstate.done.actor.saveAnswer':
        expect(after.matches('ready')).toBe(true)
        expect(after.context.items).toEqual([answered])
        expect(after.context.answeredID).toBe(2)
        break
      case 'xstate.error.actor.saveAnswer':
        expect(after.matches('ready')).toBe(true)
        expect(after.context.items, 'the message stays waiting').toEqual([waiting])
        expect(feedbackFailureText(after.context.answerFailure)).toBe(t.feedbackAlreadyAnswered)
        break
    }
  },
})

for (const all of [true, false]) {
  describe(`feedback list (model): ${all ? 'administrator' : 'author'}`, () => {
    const o = options(all)
    const paths = modelPaths(o)
    it('has paths', () => expect(paths.length).toBeGreaterThan(1))
    it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
      await replayPath(o, path)
    })
  })
}
