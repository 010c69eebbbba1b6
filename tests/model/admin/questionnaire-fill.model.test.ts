import { describe, expect, it } from 'vitest'
import { questionnaireFillMachine } from '@/machines/admin/questionnaire-fill.machine'
import type { Questionnaire } from '@/api/admin-questionnaires'
import { ApiError } from '@/api/errors'
import { failureText } from '@/screens/admin/feedback-texts'
import { adminTexts as t } from '@/texts/ru/admin'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const open: Questionnaire = {
  id: 1,
  title: 'Качество обучения',
  description: '',
  roleIDs: [1],
  from: '2026-11-10',
  to: '2027-11-20',
  anonymous: true,
  author: 'Орлов Игорь Владимирович',
  questions: [
    { id: 1, text: 'Формат?', kind: 'single', required: true, options: ['Очно', 'Дистанционно'], scaleMax: 0 },
  ],
  answers: 12,
  answered: false,
  open: true,
}
const answered: Questionnaire = { ...open, answered: true }
const closed: Questionnaire = { ...open, open: false }
const answers = { q1: 0 }
const refusal = new ApiError('badRequest', 400, t.qAnswerChooseOne)
const twice = new ApiError('server', 409, t.qAlreadyAnswered)

/**
 * /Questionnaires/Questionary/{id}: the questionnaire loads (or fails and is retried); one already
 * answered shows so, one outside its period shows its period; the answers are sent once: a 400 goes back
 * to the form with the server's message, a 409 (answered meanwhile, e.g. in another tab) shows «answered».
 */
const options: ReplayOptions<typeof questionnaireFillMachine> = {
  machine: questionnaireFillMachine,
  input: { id: 1 },
  label: 'questionnaire filling',
  events: (s) => {
    if (s.matches('failed')) return [{ type: 'questionnaire.retry' }]
    if (s.matches('filling')) return [{ type: 'answers.submit', answers }]
    return []
  },
  outcomes: {
    loadQuestionnaire: { outputs: [open, answered, closed], error: new ApiError('network', 0, null) },
    sendAnswers: { outputs: [undefined], errors: [refusal, twice] },
  },
  assertStep: (event, before, after) => {
    switch (event.type) {
      case 'xstate.done.actor.loadQuestionnaire': {
        const q = event.output as Questionnaire
        expect(after.context.questionnaire).toEqual(q)
        expect(after.value).toBe(q.answered ? 'answered' : q.open ? 'filling' : 'closed')
        break
      }
      case 'xstate.error.actor.loadQuestionnaire':
        expect(after.value).toBe('failed')
        expect(failureText(after.context.loadFailure, t.qLoadFailed)).toBe(t.qLoadFailed)
        break
      case 'questionnaire.retry':
        expect(after.value).toBe('loading')
        break
      case 'answers.submit':
        expect(before.value).toBe('filling')
        expect(after.value).toBe('sending')
        expect(after.context.sendFailure).toBeNull()
        break
      case 'xstate.done.actor.sendAnswers':
        expect(after.value).toBe('sent')
        break
      case 'xstate.error.actor.sendAnswers':
        if (event.error === twice) {
          expect(after.value, 'answered meanwhile').toBe('answered')
        } else {
          expect(after.value, 'back to the form').toBe('filling')
          expect(failureText(after.context.sendFailure, t.qSaveFailed)).toBe(t.qAnswerChooseOne)
        }
        break
    }
  },
}

describe('questionnaire filling (model)', () => {
  const paths = modelPaths(options)
  it('has paths', () => expect(paths.length).toBeGreaterThan(3))
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(options, path)
  })
})
