import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import type { FeedbackForms } from '@/api/schoolx'
import { feedbackFormMachine } from '@/machines/schoolx/feedback-form.machine'
import * as sel from '@/machines/schoolx/feedback-form.selectors'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

type Snap = Parameters<NonNullable<ReplayOptions<typeof feedbackFormMachine>['assertState']>>[0]
const sub = (s: Snap) => (s.value as { ready?: string }).ready

const period = { periodID: 1, typeID: 1, name: 'Обратная связь', dateStart: '2026-11-01', dateEnd: '2026-12-31' }
const modules = [
  { moduleID: 1, name: 'Робототехника', teachers: ['Зайцев Тимур Сергеевич'], answers: [] },
  { moduleID: 4, name: 'Финансовая грамотность', teachers: [], answers: [] },
]
const openForms: FeedbackForms = { period, open: true, modules, classmates: [] }
const closedForms: FeedbackForms = { period, open: false, modules, classmates: [] }
const values = { rating: 4, text: 'Хорошо', peerID: null, scores: {} }
const answer = { kind: 'modules' as const, ...values, date: '2026-11-24', points: 1 }

const closed = new ApiError('badRequest', 400, 'Период обратной связи закрыт', {
  period: 'Период обратной связи закрыт',
})
const invalid = new ApiError('badRequest', 400, 'Форма заполнена с ошибками', { text: 'Напишите ответ' })
const forbidden = new ApiError('forbidden', 403, 'Доступ запрещён')

/**
 * The feedback form's lifecycle (issue 17): the forms load (open or closed period, or a failure with
 * retry); in an open period the student picks a module and a form kind and submits; the answer joins
 * the module's answers; a refusal names its reason (closed, forbidden, invalid with field errors, unknown)
 * and keeps the form editable; in a closed period a submit does nothing.
 */
const options: ReplayOptions<typeof feedbackFormMachine> = {
  machine: feedbackFormMachine,
  input: { periodID: null, moduleID: 4 },
  events: (s) => {
    const events: { type: string; [k: string]: unknown }[] = []
    if (s.matches('failed')) events.push({ type: 'forms.retry' })
    if (s.matches('ready')) {
      events.push({ type: 'form.submit', values })
      if (sub(s) === 'editing') {
        events.push({ type: 'module.select', moduleID: s.context.moduleID === 1 ? 4 : 1 })
        events.push({ type: 'module.select', moduleID: 99 })
      }
      if (sub(s) === 'editing' || sub(s) === 'saved')
        events.push({ type: 'kind.select', kind: s.context.kind === 'modules' ? 'reflection' : 'modules' })
    }
    return events as never
  },
  outcomes: {
    loadFeedback: {
      outputs: [
        { forms: openForms, criteria: [] },
        { forms: closedForms, criteria: [] },
      ],
      error: new Error('no answer'),
    },
    saveFeedbackForm: { outputs: [answer], errors: [closed, invalid, forbidden, new Error('offline')] },
  },
  journeys: {
    'open period: choose a module and a kind, submit, saved': [
      'xstate.done.actor.loadFeedback',
      { type: 'module.select', moduleID: 1 } as never,
      { type: 'kind.select', kind: 'modules' } as never,
      { type: 'form.submit', values } as never,
      'xstate.done.actor.saveFeedbackForm',
    ],
  },
  assertState: (s) => {
    expect(sel.selectBusy(s)).toBe(sub(s) === 'submitting')
    if (sub(s) !== 'refused') expect(sel.selectRefusal(s)).toBeNull()
    if (s.matches('ready') && s.context.moduleID !== null)
      expect(sel.selectModules(s).some((m) => m.moduleID === s.context.moduleID)).toBe(true)
  },
  assertStep: (event, before, after) => {
    if (event.type === 'xstate.done.actor.loadFeedback') {
      expect(sub(after)).toBe('editing')
      // the route's module is kept when it is one of the student's
      expect(sel.selectModuleID(after)).toBe(4)
    }
    if (event.type === 'xstate.error.actor.loadFeedback') expect(sel.selectFailed(after)).toBe(true)
    if (event.type === 'forms.retry') expect(sel.selectIsLoading(after)).toBe(true)
    if (event.type === 'form.submit' && sub(before) !== 'submitting')
      expect(sub(after)).toBe(sel.selectIsOpen(before) ? 'submitting' : sub(before))
    if (event.type === 'xstate.done.actor.saveFeedbackForm') {
      expect(sel.selectSaved(after)).toBe(true)
      const module = sel.selectModule(after)!
      const kind = (event.output as { kind: string }).kind
      expect(module.answers.filter((a) => a.kind === kind)).toHaveLength(1)
      expect(module.answers.find((a) => a.kind === kind)).toMatchObject({ rating: 4, text: 'Хорошо' })
    }
    if (event.type === 'xstate.error.actor.saveFeedbackForm') {
      expect(sub(after)).toBe('refused')
      const expected =
        event.error === closed
          ? 'closed'
          : event.error === invalid
            ? 'invalid'
            : event.error === forbidden
              ? 'forbidden'
              : 'unknown'
      expect(sel.selectRefusal(after)).toBe(expected)
      if (event.error === invalid) expect(sel.selectFieldErrors(after)).toEqual({ text: 'Напишите ответ' })
    }
    if (event.type === 'module.select') {
      const id = (event as unknown as { moduleID: number }).moduleID
      if (sub(before) === 'submitting') expect(after.value).toEqual(before.value)
      else if (id === 99) expect(sel.selectModuleID(after)).toBe(sel.selectModuleID(before))
      else {
        expect(sel.selectModuleID(after)).toBe(id)
        expect(sub(after)).toBe('editing')
      }
    }
    if (event.type === 'kind.select') {
      if (sub(before) === 'submitting') expect(sel.selectKind(after)).toBe(sel.selectKind(before))
      else expect(sub(after)).toBe('editing')
    }
  },
  traversalLimit: 5000,
}

describe('feedback form machine', () => {
  const paths = modelPaths(options)
  it('has paths', () => expect(paths.length).toBeGreaterThan(5))
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(options, path)
  })
})
