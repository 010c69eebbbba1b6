import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import type { Trajectory } from '@/api/schoolx-admin'
import { trajectoryMachine } from '@/machines/schoolx/trajectory.machine'
import * as sel from '@/machines/schoolx/trajectory.selectors'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const trajectory: Trajectory = {
  student: { studentID: -101, fio: 'Фёдорова София Андреевна', grade: '9 класс', school: 'Лицей № 1' },
  periods: [],
  points: 0,
}
const missing = new ApiError('notFound', 404, 'Такого участника «Школы Х» нет')
const foreign = new ApiError('forbidden', 403, 'Участник видит только свою траекторию')
const offline = new Error('offline')

/** A trajectory page: shown; no such participant or not the viewer's (404, 403) → notFound; else failed, retry. */
const options: ReplayOptions<typeof trajectoryMachine> = {
  machine: trajectoryMachine,
  input: { userID: -101 },
  events: (s) => (s.matches('failed') ? [{ type: 'trajectory.retry' }] : []),
  outcomes: { loadTrajectory: { outputs: [trajectory], errors: [missing, foreign, offline] } },
  assertState: (s) => {
    expect(sel.selectIsLoading(s)).toBe(s.matches('loading'))
    expect(sel.selectFailed(s)).toBe(s.matches('failed'))
    expect(sel.selectNotFound(s)).toBe(s.matches('notFound'))
  },
  assertStep: (event, _before, after) => {
    if (event.type === 'xstate.done.actor.loadTrajectory') expect(sel.selectTrajectory(after)).toEqual(trajectory)
    if (event.type === 'xstate.error.actor.loadTrajectory')
      expect(sel.selectNotFound(after)).toBe(event.error === missing || event.error === foreign)
    if (event.type === 'trajectory.retry') expect(sel.selectIsLoading(after)).toBe(true)
  },
}

describe('school-X trajectory machine', () => {
  const paths = modelPaths(options)
  it('has paths', () => expect(paths.length).toBeGreaterThan(2))
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(options, path)
  })
})
