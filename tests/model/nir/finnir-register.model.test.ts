import { describe, expect, it } from 'vitest'
import { finNirRegisterMachine } from '@/machines/nir/finnir-register.machine'
import * as sel from '@/machines/nir/finnir-register.selectors'
import type { Claim } from '@/api/nir-finnir'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

/**
 * Paths generated from the register of accepted claims (/FinNir/Register): it loads (or fails and
 * retries); the totals per department cover every claim, a department narrows the list and «all» widens it.
 */
const claim = (workID: number, department: string, amount: number) =>
  ({ workID, title: `Заявка ${workID}`, status: 25, department, amount }) as Claim
const claims = [
  claim(130, 'Кафедра экономики', 2_000_000),
  claim(131, 'Кафедра информационных систем', 1_500_000),
  claim(132, 'Кафедра экономики', 500_000),
]

const options: ReplayOptions<typeof finNirRegisterMachine> = {
  machine: finNirRegisterMachine,
  events: (s) => {
    const events: { type: string; [k: string]: unknown }[] = []
    if (s.matches('failed')) events.push({ type: 'load.retry' })
    if (s.matches('ready'))
      events.push(
        s.context.department === null
          ? { type: 'department.select', department: 'Кафедра экономики' }
          : { type: 'department.select', department: null },
      )
    return events as never
  },
  outcomes: { loadRegister: { outputs: [claims], error: new Error('offline') } },
  assertState: (s) => {
    expect(sel.selectLoading(s)).toBe(s.matches('loading'))
    expect(sel.selectFailed(s)).toBe(s.matches('failed'))
    if (s.matches('failed')) expect(sel.selectError(s)?.code).toBe('failed')
  },
  assertStep: (event, _before, after) => {
    if (event.type === 'xstate.done.actor.loadRegister') {
      expect(sel.selectVisibleClaims(after)).toHaveLength(3)
      expect(sel.selectTotals(after)).toEqual({
        rows: [
          { department: 'Кафедра информационных систем', count: 1, amount: 1_500_000 },
          { department: 'Кафедра экономики', count: 2, amount: 2_500_000 },
        ],
        total: { department: '', count: 3, amount: 4_000_000 },
      })
    }
    if (event.type === 'department.select') {
      const { department } = event as unknown as { department: string | null }
      expect(sel.selectVisibleClaims(after).map((c) => c.workID)).toEqual(department ? [130, 132] : [130, 131, 132])
      expect(sel.selectTotals(after).total.count).toBe(3)
    }
  },
}

const paths = modelPaths(options)

describe('register of accepted claims — generated paths', () => {
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    await replayPath(options, path)
  })
})
