import { describe, expect, it } from 'vitest'
import { gostListMachine } from '@/machines/nir/gost-list.machine'
import * as sel from '@/machines/nir/gost-list.selectors'
import type { PublicationEntry } from '@/api/nir-publications'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

/**
 * Paths generated from the list of works handed in: it loads the author's works once (or fails and
 * retries); the period (default: the last five years) and «only accepted» change what it shows, in
 * any state, without another request.
 */
const me = { id: 2, fio: 'Кузнецов Дмитрий Сергеевич', structure: 'Кафедра ПОВТ', influence: 100 }
const entries = [{ workID: 1 } as PublicationEntry]

const options: ReplayOptions<typeof gostListMachine> = {
  machine: gostListMachine,
  input: { year: 2026 },
  events: (s) => {
    const events: { type: string; [k: string]: unknown }[] = []
    if (s.matches('failed')) events.push({ type: 'load.retry' })
    if (s.matches('ready') && s.context.yearFrom === 2022 && !s.context.acceptedOnly)
      events.push({ type: 'period.change', yearFrom: 2024, yearTo: 2020 }, { type: 'acceptedOnly.change', value: true })
    if (s.matches('loading') && s.context.yearTo === 2026 && s.context.yearFrom === 2022)
      events.push({ type: 'period.change', yearFrom: 2019, yearTo: 2026 })
    return events as never
  },
  outcomes: { loadEntries: { outputs: [{ me, entries }], error: new Error('offline') } },
  assertState: (s) => {
    // the default period is the last five years up to the input year
    if (s.matches('loading') && s.context.me === null && s.context.yearFrom !== 2019)
      expect([s.context.yearFrom, s.context.yearTo]).toEqual([2022, 2026])
    expect(sel.selectLoading(s)).toBe(s.matches('loading'))
    expect(sel.selectFailed(s)).toBe(s.matches('failed'))
    expect(sel.selectPeriodInvalid(s)).toBe(s.context.yearFrom > s.context.yearTo)
  },
  assertStep: (event, before, after) => {
    if (event.type === 'xstate.done.actor.loadEntries') {
      expect(sel.selectMe(after)).toBe(me)
      expect(sel.selectEntries(after)).toBe(entries)
      // loading keeps the period chosen meanwhile
      expect([sel.selectYearFrom(after), sel.selectYearTo(after)]).toEqual([
        before.context.yearFrom,
        before.context.yearTo,
      ])
    }
    if (event.type === 'xstate.error.actor.loadEntries') expect(after.matches('failed')).toBe(true)
    if (event.type === 'load.retry') expect(after.matches('loading')).toBe(true)
    if (event.type === 'period.change') {
      const e = event as unknown as { yearFrom: number; yearTo: number }
      expect([sel.selectYearFrom(after), sel.selectYearTo(after)]).toEqual([e.yearFrom, e.yearTo])
      expect(after.value).toEqual(before.value)
    }
    if (event.type === 'acceptedOnly.change') expect(sel.selectAcceptedOnly(after)).toBe(true)
  },
}

const paths = modelPaths(options)

describe('list of works handed in — generated paths', () => {
  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    await replayPath(options, path)
  })
})
