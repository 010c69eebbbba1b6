import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import type { Application } from '@/api/achieve-applications'
import { ApiError } from '@/api/errors'
import { applicationMachine } from '@/machines/achieve/application.machine'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const STUDENT = 1
const app = (over: Partial<Application>): Application => ({
  id: 7,
  kindID: 1,
  kindName: 'Заявление на материальную помощь',
  stages: ['deanOffice', 'dean', 'accounting'],
  stageIndex: 0,
  status: 'review',
  text: 'Прошу оказать материальную помощь',
  createdAt: '2026-10-01T09:00:00.000Z',
  studentID: STUDENT,
  studentName: 'Соколова Анна Игоревна',
  groupName: 'ВИТ-31',
  history: [{ action: 'submitted', stage: null, at: '2026-10-01T09:00:00.000Z', by: '', remark: '' }],
  ...over,
})
const ev = (action: Application['history'][number]['action']) => ({
  action,
  stage: 'deanOffice' as const,
  at: '2026-10-02T09:00:00.000Z',
  by: 'Специалист деканата',
  remark: action === 'returned' || action === 'rejected' ? 'Приложите документы' : '',
})
/** Loaded: at the dean's office (the processor decides) or returned to the student (the student corrects). */
const atDeanOffice = app({})
const returned = app({ status: 'returned', history: [...atDeanOffice.history, ev('returned')] })
/** Answers of the act call: each decision's and the correction's result. */
const approvedOut = app({ stageIndex: 1, history: [...atDeanOffice.history, ev('approved')] })
const rejectedOut = app({ status: 'rejected', history: [...atDeanOffice.history, ev('rejected')] })
const resubmittedOut = app({ history: [...returned.history, ev('resubmitted')] })

type Options = ReplayOptions<typeof applicationMachine>
/** A journey step: the invoked actor answers this fixture. */
const done = (actor: string, output: Application) => ({ type: `xstate.done.actor.${actor}`, output }) as EventObject

/**
 * The processor holds the dean's office role (the first stage); the same model is run for the student
 * (the owner) too: the machine lets each do only their part, whichever application the load answers.
 */
const model = (who: 'processor' | 'student'): Options => ({
  machine: applicationMachine,
  label: `application (${who})`,
  input: {
    applicationID: 7,
    userID: who === 'student' ? STUDENT : 26,
    roles: who === 'student' ? ['Студент'] : ['ОбработкаЗаявлений-Деканат'],
  },
  events: (s) => {
    if (s.matches('loadFailed')) return [{ type: 'app.reload' }]
    if (!s.matches('ready')) return []
    return [
      { type: 'app.approve' },
      { type: 'app.return', remark: 'Приложите документы' },
      { type: 'app.reject', remark: 'Нет оснований' },
      { type: 'app.resubmit', text: 'Исправленный текст' },
      { type: 'app.reload' },
    ]
  },
  outcomes: {
    loadApplication: { outputs: [atDeanOffice, returned], error: new ApiError('notFound', 404, null) },
    actOnApplication: {
      outputs: [approvedOut, rejectedOut, resubmittedOut],
      error: new ApiError('badRequest', 400, 'Заявление уже не на рассмотрении'),
    },
  },
  assertStep: (event, before, after) => {
    const current = before.context.app
    const decides = current !== null && current.status === 'review' && who === 'processor' && current.stageIndex === 0
    const corrects = current !== null && current.status === 'returned' && who === 'student'
    if (event.type === 'app.approve' || event.type === 'app.return' || event.type === 'app.reject')
      // only the current stage's role decides, and only an application under review
      expect(after.matches('acting')).toBe(decides)
    if (event.type === 'app.resubmit') expect(after.matches('acting')).toBe(corrects)
    if (after.matches('acting') && !before.matches('acting')) {
      expect(after.context.done).toBeNull()
      expect(after.context.error).toBeNull()
    }
    if (event.type === 'xstate.done.actor.actOnApplication') {
      const out = event.output as Application
      expect(after.matches('ready')).toBe(true)
      expect(after.context.app).toBe(out)
      const last = out.history[out.history.length - 1].action
      expect(after.context.done).toBe(
        { approved: 'approve', returned: 'return', rejected: 'reject', resubmitted: 'resubmit', submitted: 'approve' }[
          last
        ],
      )
    }
    if (event.type === 'xstate.error.actor.actOnApplication') {
      expect(after.matches('loading')).toBe(true)
      expect(after.context.error).toEqual({ code: 'badRequest', message: 'Заявление уже не на рассмотрении' })
    }
    if (event.type === 'xstate.error.actor.loadApplication') expect(after.matches('loadFailed')).toBe(true)
    if (event.type === 'app.reload' && before.matches('ready')) expect(after.context.error).toBeNull()
  },
  journeys:
    who === 'processor'
      ? {
          'the dean’s office approves': [
            'xstate.done.actor.loadApplication',
            'app.approve',
            'xstate.done.actor.actOnApplication',
          ],
        }
      : {
          'the student corrects a returned application': [
            done('loadApplication', returned),
            'app.resubmit',
            done('actOnApplication', resubmittedOut),
          ],
        },
})

for (const who of ['processor', 'student'] as const) {
  const options = model(who)
  const paths = modelPaths(options)
  describe(`application machine (${who}) — generated paths`, () => {
    it('reaches every state', () => {
      const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
      for (const state of ['loading', 'ready', 'acting', 'loadFailed']) expect(reached).toContain(JSON.stringify(state))
    })
    it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
      await replayPath(options, path)
    })
  })
}
