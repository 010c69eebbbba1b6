import { describe, expect, it } from 'vitest'
import type { ContestApplication, ContestView } from '@/api/contests'
import { ApiError } from '@/api/errors'
import { contestMachine } from '@/machines/achieve/contest.machine'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const app = (id: number): ContestApplication => ({
  id,
  competitionID: 4,
  studentName: 'Соколова Анна Игоревна',
  groupName: 'ИВТ-21',
  title: `Проект ${id}`,
  summary: 'Аннотация',
  files: [],
  submittedAt: '2026-11-05T09:15:00.000Z',
  judged: 0,
  score: null,
})
const view = (mine: ContestApplication | null, marks = 0): ContestView => ({
  contest: {
    competitionID: 4,
    name: 'Конкурс проектов «Цифровой кампус»',
    organiser: 'Отдел НИРС',
    description: '',
    dateStart: '2026-11-01',
    dateTo: '2026-12-25',
    phase: 'open',
    stages: [],
    criteria: [{ id: 1, name: 'Актуальность темы', maxMark: 10 }],
    jury: ['Павлова Мария Александровна'],
    can: { apply: true, judge: true, staff: false, results: false },
  },
  mine,
  applications: [app(1)],
  myMarks: marks ? [{ applicationID: 1, criterionID: 1, mark: marks }] : [],
  judgeTotals: [],
  results: null,
})

type Options = ReplayOptions<typeof contestMachine>
const apply = { title: 'Навигатор', summary: 'Карта корпусов', files: [] }
const marks = { applicationID: 1, marks: [{ criterionID: 1, mark: 8 }] }

/**
 * One contest's page: a student's application or a judge's marks are sent only from `ready`; a saved one
 * replaces the view and says what was done; a refusal keeps the view and carries the reason (a 403's own
 * text included); a missing contest is told apart from a failed load.
 */
const options: Options = {
  machine: contestMachine,
  input: { competitionID: 4, live: true },
  events: (s) => {
    if (s.matches('ready'))
      return [
        { type: 'application.submit', values: apply },
        { type: 'marks.save', body: marks },
        { type: 'contest.refresh' },
        { type: 'realtime.marks', competitionID: 4 },
        { type: 'realtime.marks', competitionID: 5 },
      ]
    if (s.matches('loadFailed')) return [{ type: 'contest.refresh' }]
    // marks saved elsewhere while a request is out (another contest's are ignored)
    return [
      { type: 'realtime.marks', competitionID: 4 },
      { type: 'realtime.marks', competitionID: 5 },
    ]
  },
  outcomes: {
    refreshContest: { outputs: [view(null, 8)], errors: [new ApiError('server', 500, null)] },
    loadContest: {
      outputs: [view(null)],
      errors: [new ApiError('notFound', 404, 'Конкурс не найден'), new ApiError('server', 500, null)],
    },
    writeContest: {
      outputs: [view(app(9)), view(null, 8)],
      errors: [
        new ApiError('badRequest', 400, 'Приём заявок завершён 25.12.2026'),
        new ApiError('forbidden', 403, 'Вы не входите в жюри этого конкурса'),
      ],
    },
  },
  assertStep: (event, before, after) => {
    if (event.type === 'application.submit' || event.type === 'marks.save') {
      expect(after.matches('writing')).toBe(true)
      expect(after.context.error).toBeNull()
      expect(after.context.done).toBeNull()
      if (event.type === 'marks.save') expect(after.context.markedID).toBe(1)
    }
    // marks heard while a request was out: reloaded as soon as it is back
    const settled = before.context.marksHeard ? 'refreshing' : 'ready'
    if (event.type === 'xstate.done.actor.writeContest') {
      const out = event.output as ContestView
      expect(after.matches(settled)).toBe(true)
      expect(after.context.view).toBe(out)
      expect(after.context.done).toBe(out.mine && !before.context.view?.mine ? 'applied' : 'marked')
    }
    if (event.type === 'xstate.error.actor.writeContest') {
      const error = event.error as ApiError
      expect(after.matches(settled)).toBe(true)
      expect(after.context.view).toBe(before.context.view)
      expect(after.context.error).toEqual({ code: error.code, message: error.serverMessage })
    }
    if (event.type === 'xstate.error.actor.loadContest') {
      expect(after.matches('loadFailed')).toBe(true)
      expect(after.context.missing).toBe((event.error as ApiError).code === 'notFound')
    }
    if (event.type === 'xstate.done.actor.loadContest') expect(after.context.missing).toBe(false)
    // marks saved elsewhere reload this contest in the background (another contest's are ignored)
    if (event.type === 'realtime.marks') {
      const ours = (event as { competitionID?: number }).competitionID === 4
      if (before.matches('ready')) expect(after.matches(ours ? 'refreshing' : 'ready')).toBe(true)
      else {
        expect(after.value).toEqual(before.value)
        expect(after.context.marksHeard).toBe(ours || before.context.marksHeard)
      }
    }
    if (event.type === 'xstate.done.actor.refreshContest') {
      expect(after.context.view).toBe(event.output)
      expect(after.matches(settled)).toBe(true)
    }
    if (event.type === 'xstate.error.actor.refreshContest') {
      expect(after.matches(settled)).toBe(true)
      expect(after.context.view).toBe(before.context.view)
    }
  },
  journeys: {
    'a student applies': ['xstate.done.actor.loadContest', 'application.submit', 'xstate.done.actor.writeContest'],
  },
}

const paths = modelPaths(options)

describe('contest machine — generated paths', () => {
  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    for (const state of ['loading', 'ready', 'writing', 'loadFailed', 'refreshing'])
      expect(reached).toContain(JSON.stringify(state))
  })
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    await replayPath(options, path)
  })
})
