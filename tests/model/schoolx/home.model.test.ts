import { describe, expect, it } from 'vitest'
import type { SchoolxHome } from '@/api/schoolx-admin'
import { homeMachine } from '@/machines/schoolx/home.machine'
import * as sel from '@/machines/schoolx/home.selectors'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const home: SchoolxHome = {
  fio: 'София Андреевна',
  today: '2026-11-24',
  kind: 'participant',
  open: [{ periodID: 3, typeID: 3, name: 'Выбор модулей', dateStart: '2026-11-10', dateEnd: '2026-12-20', days: 26 }],
  upcoming: [],
  modules: [],
  summary: null,
}

/** The «Школа Х» home (`/donstux`): it loads; a failure offers a retry that loads again; the data is shown. */
const options: ReplayOptions<typeof homeMachine> = {
  machine: homeMachine,
  input: undefined as never,
  events: (s) => (s.matches('failed') ? [{ type: 'home.retry' }] : []),
  outcomes: { loadHome: { outputs: [home], error: new Error('offline') } },
  journeys: {
    'a failure, a retry, then the home': [
      'xstate.error.actor.loadHome',
      { type: 'home.retry' },
      'xstate.done.actor.loadHome',
    ],
  },
  assertState: (s) => {
    expect(sel.selectIsLoading(s)).toBe(s.matches('loading'))
    expect(sel.selectFailed(s)).toBe(s.matches('failed'))
  },
  assertStep: (event, before, after) => {
    if (event.type === 'xstate.done.actor.loadHome') {
      expect(after.matches('shown')).toBe(true)
      expect(sel.selectHome(after)).toEqual(home)
    }
    if (event.type === 'xstate.error.actor.loadHome') {
      expect(sel.selectFailed(after)).toBe(true)
      expect(sel.selectHome(after)).toBe(sel.selectHome(before))
    }
    if (event.type === 'home.retry') expect(sel.selectIsLoading(after)).toBe(true)
  },
}

describe('school-X home machine', () => {
  const paths = modelPaths(options)
  it('has paths', () => expect(paths.length).toBeGreaterThan(1))
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
    await replayPath(options, path)
  })
})
