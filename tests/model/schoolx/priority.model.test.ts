import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import type { Distribution, PriorityState } from '@/api/schoolx-modules'
import { distributionMachine } from '@/machines/schoolx/distribution.machine'
import * as dsel from '@/machines/schoolx/distribution.selectors'
import { priorityMachine } from '@/machines/schoolx/priority.machine'
import * as sel from '@/machines/schoolx/priority.selectors'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

type Snap = Parameters<NonNullable<ReplayOptions<typeof priorityMachine>['assertState']>>[0]
const sub = (s: Snap) => (s.value as { ready?: string }).ready

const period = { periodID: 3, name: 'Выбор модулей', dateStart: '2026-11-10', dateEnd: '2026-12-20' }
const modules = [1, 4, 7].map((moduleID) => ({ moduleID, name: `Модуль ${moduleID}`, description: '', places: 15 }))
const open: PriorityState = { period, open: true, modules, ranking: [7, 1, 4], savedAt: '2026-11-12', assignment: null }
const closed: PriorityState = { ...open, open: false }
const fresh: PriorityState = { ...open, ranking: [], savedAt: null }

const closedError = new ApiError('badRequest', 400, 'Период выбора модулей закрыт', {
  period: 'Период выбора модулей закрыт',
})
const invalid = new ApiError('badRequest', 400, 'Расставьте по местам все модули')
const forbidden = new ApiError('forbidden', 403, 'Доступ запрещён')

/**
 * The participant's priorities (issue 17): the ranking loads (open or closed period, saved or not, or a
 * failure with retry); in an open period a module moves up, down or by drag (a move to its own place or
 * out of range is refused); a save sends the order on screen and keeps it on refusal (closed, invalid,
 * forbidden, unknown); in a closed period nothing moves.
 */
const options: ReplayOptions<typeof priorityMachine> = {
  machine: priorityMachine,
  events: (s) => {
    const events: { type: string; [k: string]: unknown }[] = []
    if (s.matches('failed')) events.push({ type: 'priority.retry' })
    if (s.matches('ready') && sub(s) !== 'saving') {
      const first = s.context.order[0] ?? 1
      events.push({ type: 'module.move', moduleID: first, to: 2 })
      events.push({ type: 'module.move', moduleID: first, to: 0 })
      events.push({ type: 'module.move', moduleID: first, to: 5 })
      if (sub(s) !== 'closed') events.push({ type: 'priority.save' })
    }
    return events as never
  },
  outcomes: {
    loadPriority: { outputs: [open, closed, fresh], error: new Error('no answer') },
    savePriorityRanking: {
      outputs: [{ ranking: [1, 4, 7], savedAt: '2026-11-24' }],
      errors: [closedError, invalid, forbidden, new Error('offline')],
    },
  },
  journeys: {
    'open period: move the first module down, save, saved': [
      'xstate.done.actor.loadPriority',
      { type: 'module.move', moduleID: 7, to: 2 } as never,
      { type: 'priority.save' } as never,
      'xstate.done.actor.savePriorityRanking',
    ],
  },
  assertState: (s) => {
    expect(sel.selectBusy(s)).toBe(sub(s) === 'saving')
    if (sub(s) !== 'refused') expect(sel.selectRefusal(s)).toBeNull()
    if (s.matches('ready')) expect([...sel.selectOrder(s)].sort()).toEqual([1, 4, 7])
    expect(sel.selectEditable(s)).toBe(['editing', 'saved', 'refused'].includes(sub(s) ?? ''))
  },
  assertStep: (event, before, after) => {
    if (event.type === 'xstate.done.actor.loadPriority') {
      const out = (event as unknown as { output: PriorityState }).output
      expect(sub(after)).toBe(out.open ? 'editing' : 'closed')
      // the saved ranking is the order on screen; without one, the modules' own order
      expect(sel.selectOrder(after)).toEqual(out.ranking.length ? out.ranking : [1, 4, 7])
    }
    if (event.type === 'xstate.error.actor.loadPriority') expect(sel.selectFailed(after)).toBe(true)
    if (event.type === 'priority.retry') expect(sel.selectIsLoading(after)).toBe(true)
    if (event.type === 'module.move') {
      const { moduleID, to } = event as unknown as { moduleID: number; to: number }
      const from = sel.selectOrder(before).indexOf(moduleID)
      if (sub(before) === 'closed' || to === from || to > 2) {
        expect(sel.selectOrder(after)).toEqual(sel.selectOrder(before))
        expect(sub(after)).toBe(sub(before))
      } else {
        expect(sel.selectOrder(after).indexOf(moduleID)).toBe(to)
        expect(sel.selectMoved(after)).toEqual({ moduleID, place: to + 1 })
        expect(sub(after)).toBe('editing')
      }
    }
    if (event.type === 'priority.save') expect(sub(after)).toBe('saving')
    if (event.type === 'xstate.done.actor.savePriorityRanking') {
      expect(sel.selectSaved(after)).toBe(true)
      expect(sel.selectSavedAt(after)).toBe('2026-11-24')
    }
    if (event.type === 'xstate.error.actor.savePriorityRanking') {
      const error = (event as unknown as { error: unknown }).error
      expect(sel.selectRefusal(after)).toBe(
        error === closedError
          ? 'closed'
          : error === invalid
            ? 'invalid'
            : error === forbidden
              ? 'forbidden'
              : 'unknown',
      )
      // the order on screen survives a refusal
      expect(sel.selectOrder(after)).toEqual(sel.selectOrder(before))
    }
  },
  traversalLimit: 5000,
}

const distribution: Distribution = {
  period,
  periods: [period],
  students: 3,
  ranked: 2,
  modules: [{ moduleID: 1, name: 'Модуль 1', course: 1, places: 2, firstChoices: 2, taken: null }],
  result: null,
}
const distributed: Distribution = {
  ...distribution,
  modules: [{ ...distribution.modules[0], taken: 2 }],
  result: {
    date: '2026-11-24',
    assignments: [{ studentID: -1, fio: 'А', course: 1, moduleID: 1, rank: 1, queue: 1, rating: 3, reason: 'first' }],
  },
}

/** The organiser's distribution: load (or fail and retry), run, the result replaces the old one; a failed run keeps it. */
const distOptions: ReplayOptions<typeof distributionMachine> = {
  machine: distributionMachine,
  input: { periodID: 3 },
  events: (s) => {
    if (s.matches('failed')) return [{ type: 'distribution.retry' }]
    if (s.matches({ shown: 'idle' }) || s.matches({ shown: 'runFailed' })) return [{ type: 'distribution.run' }]
    return []
  },
  outcomes: {
    loadDistribution: { outputs: [distribution], error: new Error('no answer') },
    runDistributionActor: { outputs: [distributed], errors: [forbidden, new Error('offline')] },
  },
  assertState: (s) => expect(dsel.selectRunning(s)).toBe(s.matches({ shown: 'running' })),
  assertStep: (event, before, after) => {
    if (event.type === 'xstate.done.actor.runDistributionActor') {
      expect(dsel.selectResult(after)?.assignments).toHaveLength(1)
      expect(dsel.selectRunFailure(after)).toBeNull()
    }
    if (event.type === 'xstate.error.actor.runDistributionActor') {
      const error = (event as unknown as { error: unknown }).error
      expect(dsel.selectRunFailure(after)).toBe(error === forbidden ? 'forbidden' : 'unknown')
      expect(dsel.selectResult(after)).toEqual(dsel.selectResult(before))
    }
    if (event.type === 'xstate.error.actor.loadDistribution') expect(dsel.selectFailed(after)).toBe(true)
  },
}

describe('priority machine', () => {
  const paths = modelPaths(options)
  it('has paths', () => expect(paths.length).toBeGreaterThan(5))
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(options, path)
  })
})

describe('distribution machine', () => {
  const paths = modelPaths(distOptions)
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(distOptions, path)
  })
})
