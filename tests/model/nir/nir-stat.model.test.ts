import { describe, expect, it } from 'vitest'
import { nirStatMachine } from '@/machines/nir/nir-stat.machine'
import * as sel from '@/machines/nir/nir-stat.selectors'
import type { StatRow } from '@/api/nir-stat'
import type { LevelShare } from '@/api/nir-stat-levels'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

/**
 * Paths generated from a statistics page: the departments once (a failure leaves the filter with
 * «Все кафедры» only), then the figures of the chosen year, semester and department; a new choice in
 * loading or ready reloads with that choice kept; a failed call shows no rows (spec 2 §7: an empty list).
 */
const rows: StatRow[] = [{ label: 'Статья', total: 3, accepted: 2, checking: 1, returned: 0, students: 0 }]
const levels: LevelShare[] = [{ systemID: 2, name: 'Scopus', count: 3, share: 100 }]
const kafs = ['Кафедра ПОВТ']

const options: ReplayOptions<typeof nirStatMachine> = {
  machine: nirStatMachine,
  input: { call: 'nir', query: { year: null, sem: null, by: 'type', dep: null } },
  events: (s) => {
    if (s.matches('kafs')) return []
    const q = s.context.query
    const events: { type: string; [k: string]: unknown }[] = []
    if (q.year === null) events.push({ type: 'year.select', year: 2024 })
    if (q.year !== null && q.sem === null) events.push({ type: 'sem.select', sem: 0 })
    if (q.dep === null && s.matches('ready')) events.push({ type: 'department.select', dep: 'Кафедра ПОВТ' })
    return events as never
  },
  outcomes: {
    loadKafs: { outputs: [kafs], error: new Error('offline') },
    loadStat: { outputs: [{ rows, levels }], error: new Error('offline') },
  },
  assertState: (s) => {
    expect(sel.selectLoading(s)).toBe(!s.matches('ready'))
    expect(sel.selectGroup(s)).toBe('type')
  },
  assertStep: (event, before, after) => {
    if (event.type === 'xstate.done.actor.loadKafs') {
      expect(sel.selectKafs(after)).toBe(kafs)
      expect(after.matches('loading')).toBe(true)
    }
    if (event.type === 'xstate.error.actor.loadKafs') {
      expect(sel.selectKafs(after)).toEqual([])
      expect(after.matches('loading')).toBe(true)
    }
    if (event.type === 'xstate.done.actor.loadStat') {
      expect(sel.selectRows(after)).toBe(rows)
      expect(sel.selectLevels(after)).toBe(levels)
    }
    if (event.type === 'xstate.error.actor.loadStat') {
      expect(sel.selectRows(after)).toEqual([])
      expect(sel.selectLevels(after)).toEqual([])
    }
    if (event.type === 'year.select') expect(sel.selectYear(after)).toBe(2024)
    if (event.type === 'sem.select') expect(sel.selectSem(after)).toBe(0)
    if (event.type === 'department.select') expect(sel.selectDep(after)).toBe('Кафедра ПОВТ')
    if (event.type.endsWith('.select')) {
      expect(after.matches('loading')).toBe(true)
      expect(sel.selectKafs(after)).toBe(sel.selectKafs(before))
    }
  },
}

const paths = modelPaths(options)

describe('research statistics page — generated paths', () => {
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    await replayPath(options, path)
  })
})
