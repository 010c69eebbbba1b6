import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { recountPointsMachine } from '@/machines/nir/recount-points.machine'
import * as rs from '@/machines/nir/recount-points.selectors'
import { iprTestMachine } from '@/machines/nir/ipr-test.machine'
import * as is from '@/machines/nir/ipr-test.selectors'
import type { HostCheck, RecountEntry } from '@/api/nir-admin'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

/**
 * Paths generated from the recount machine: load (or fail and retry), choose a year, recount; a
 * recount's result goes on top of the log, a refusal keeps the year and the log and says why.
 */
const entry: RecountEntry = {
  id: 2,
  date: '2026-11-27T10:00:00.000Z',
  fio: 'Орлов Игорь Владимирович',
  year: 2025,
  works: 8,
  changed: 3,
  total: 120,
}
const older: RecountEntry = { ...entry, id: 1, year: 2022 }
const refused = new ApiError('badRequest', 400, 'Год — четыре цифры, от 2000 до 2100')

const recount: ReplayOptions<typeof recountPointsMachine> = {
  machine: recountPointsMachine,
  events: (s) => {
    if (s.matches('failed')) return [{ type: 'load.retry' }]
    // one recount per path: the log grows with each, the model stays finite
    if (!s.matches('ready') || s.context.result || s.context.error) return []
    return s.context.year === null
      ? [{ type: 'year.select', year: 2025 }, { type: 'recount.run' }]
      : [{ type: 'recount.run' }]
  },
  outcomes: {
    loadRecount: { outputs: [{ years: [2025, 2022], log: [older] }], error: new ApiError('server', 500, null) },
    runRecount: { outputs: [entry], error: refused },
  },
  assertState: (s) => expect(rs.selectRunning(s)).toBe(s.matches('running')),
  assertStep: (event, before, after) => {
    if (event.type === 'year.select') expect(rs.selectYear(after)).toBe(2025)
    if (event.type === 'recount.run') {
      expect(after.matches('running')).toBe(true)
      expect(rs.selectResult(after)).toBeNull()
    }
    if (event.type === 'xstate.done.actor.runRecount') {
      expect(rs.selectResult(after)).toBe(entry)
      expect(rs.selectLog(after)).toEqual([entry, ...rs.selectLog(before)])
    }
    if (event.type === 'xstate.error.actor.runRecount') {
      expect(after.matches('ready')).toBe(true)
      expect(rs.selectError(after)).toEqual({ code: 'badRequest', message: refused.serverMessage })
      expect(rs.selectLog(after)).toBe(rs.selectLog(before))
      expect(rs.selectYear(after)).toBe(rs.selectYear(before))
    }
    if (event.type === 'xstate.error.actor.loadRecount')
      expect(rs.selectError(after)).toEqual({ code: 'failed', message: null })
  },
}

/** The library check: one host or all; the results replace each host's last check and head the log. */
const check = (host: string, ok: boolean): HostCheck => ({
  host,
  date: '2026-11-27T10:00:00.000Z',
  ok,
  ms: ok ? 184 : 12,
  message: ok ? '' : 'соединение отклонено',
})
const hosts = [
  { key: 'iprBooks', name: 'IPR Books', url: 'https://www.iprbookshop.ru', last: null },
  { key: 'fb', name: 'Фундаментальная библиотека', url: 'https://ntb.donstu.ru/fb', last: null },
]
const ipr: ReplayOptions<typeof iprTestMachine> = {
  machine: iprTestMachine,
  events: (s) => {
    if (s.matches('failed')) return [{ type: 'load.retry' }]
    // one check per path (the log grows with each)
    if (!s.matches('ready') || s.context.log.length > 0 || s.context.error) return []
    return [
      { type: 'check', host: 'iprBooks' },
      { type: 'check', host: null },
    ]
  },
  outcomes: {
    loadIprTest: { outputs: [{ hosts, log: [] }], error: new ApiError('server', 500, null) },
    checkHosts: {
      outputs: [[check('iprBooks', true), check('fb', false)]],
      error: new ApiError('forbidden', 403, null),
    },
  },
  assertState: (s) => expect(is.selectChecking(s) !== null).toBe(s.matches('checking')),
  assertStep: (event, before, after) => {
    if (event.type === 'check') expect(is.selectChecking(after)).toBe((event as { host?: string | null }).host ?? 'all')
    if (event.type === 'xstate.done.actor.checkHosts') {
      expect(is.selectReachable(after)).toBe(1)
      expect(is.selectHosts(after).map((h) => h.last?.ok)).toEqual([true, false])
      expect(is.selectLog(after)).toHaveLength(is.selectLog(before).length + 2)
    }
    if (event.type === 'xstate.error.actor.checkHosts') {
      expect(is.selectError(after)?.code).toBe('forbidden')
      expect(is.selectHosts(after)).toBe(is.selectHosts(before))
    }
  },
}

describe('points recount — generated paths', () => {
  const paths = modelPaths(recount)
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    await replayPath(recount, path)
  })
})

describe('library access check — generated paths', () => {
  const paths = modelPaths(ipr)
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    await replayPath(ipr, path)
  })
})
