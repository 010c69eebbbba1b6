import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import type { EducationalChart } from '@/api/schoolx-chart'
import { chartMachine } from '@/machines/schoolx/chart.machine'
import * as sel from '@/machines/schoolx/chart.selectors'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const chart: EducationalChart = {
  year: '2026/2027',
  weeks: [
    { week: 1, start: '2026-08-31', end: '2026-09-06' },
    { week: 2, start: '2026-09-07', end: '2026-09-13' },
  ],
  modules: [{ moduleID: 1, name: 'Робототехника', course: 1, cells: ['lesson', 'holiday'] }],
}
const broken = new ApiError('server', 500, 'Ошибка сервера')
const forbidden = new ApiError('forbidden', 403, 'Доступ запрещён')

/** The educational chart: loading → shown with the chart; any failure → failed, and a retry loads again. */
const options: ReplayOptions<typeof chartMachine> = {
  machine: chartMachine,
  events: (s) => (s.matches('failed') ? [{ type: 'chart.retry' }] : []),
  outcomes: { loadChart: { outputs: [chart], errors: [broken, forbidden] } },
  assertState: (s) => {
    expect(sel.selectIsLoading(s)).toBe(s.matches('loading'))
    expect(sel.selectFailed(s)).toBe(s.matches('failed'))
  },
  assertStep: (event, _before, after) => {
    if (event.type === 'xstate.done.actor.loadChart') expect(sel.selectChart(after)).toEqual(chart)
    if (event.type === 'xstate.error.actor.loadChart') expect(sel.selectFailed(after)).toBe(true)
    if (event.type === 'chart.retry') expect(sel.selectIsLoading(after)).toBe(true)
  },
}

describe('school-X educational chart machine', () => {
  const paths = modelPaths(options)
  it('has paths', () => expect(paths.length).toBeGreaterThan(2))
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(options, path)
  })
  it('counts a module’s weeks by kind', () => {
    expect(sel.kindCounts(['lesson', 'lesson', 'holiday', 'assessment', 'none'])).toEqual({
      lesson: 2,
      holiday: 1,
      assessment: 1,
      none: 1,
    })
  })
})
