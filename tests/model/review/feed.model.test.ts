import { describe, expect, it } from 'vitest'
import { feedOf } from '../../unit/review/feed.fixtures'
import { feedMachine, startDateOf } from '@/machines/feed/feed.machine'
import { selectNewCount, selectVisibleItems } from '@/machines/feed/feed.selectors'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'

const FEED = feedOf(['2026-11-22T10:00:00Z', '2026-11-21T10:00:00Z', '2026-11-10T10:00:00Z'])
const LAST_VIEW = '2026-11-21T12:00:00Z'
const stored: number[] = []

type Snap = Parameters<NonNullable<ReplayOptions<typeof feedMachine>['assertState']>>[0]

function model(own: boolean): ReplayOptions<typeof feedMachine> {
  return {
    machine: feedMachine,
    input: { userID: 5, own, lastView: LAST_VIEW, today: '2026-11-23' },
    events: (s: Snap) => {
      const events: { type: string; [k: string]: unknown }[] = []
      if (s.matches('ready')) {
        events.push({ type: 'category.select', categoryID: s.context.category === null ? 2 : null })
        events.push({ type: 'feed.refresh' })
      }
      if (s.matches('ready') || s.matches('failed'))
        events.push({ type: 'period.select', days: s.context.periodDays ? 0 : 7 })
      if (s.matches('failed')) events.push({ type: 'feed.refresh' })
      return events as never
    },
    outcomes: { loadFeed: { outputs: [FEED], error: new Error('offline') } },
    actions: { storeLastView: ((_: unknown, p: { userID: number }) => void stored.push(p.userID)) as never },
    assertState: (s) => {
      const visible = selectVisibleItems(s)
      if (s.context.category !== null) expect(visible.every((i) => i.categoryID === s.context.category)).toBe(true)
      if (s.context.feed) expect(selectNewCount(s)).toBe(own ? 1 : 0) // only item 1 is newer than the last view
    },
    assertStep: (event, before, after) => {
      if (event.type === 'xstate.done.actor.loadFeed') {
        expect(after.value).toBe('ready')
        if (own) expect(stored.at(-1)).toBe(5)
      }
      if (event.type === 'xstate.error.actor.loadFeed') expect(after.value).toBe('failed')
      if (event.type === 'period.select') {
        const days = (event as unknown as { days: number }).days
        if (days !== before.context.periodDays) {
          expect(after.value).toBe('loading')
          expect(startDateOf(after.context.today, after.context.periodDays)).toBe(days ? '2026-11-16' : undefined)
        } else expect(after.value).toBe(before.value)
      }
      if (event.type === 'feed.refresh') expect(after.value).toBe('loading')
      if (event.type === 'category.select') expect(after.context.feed).toBe(before.context.feed)
    },
  }
}

for (const own of [true, false]) {
  describe(`feed model (${own ? 'own feed' : "someone else's"})`, () => {
    const options = model(own)
    const paths = modelPaths(options)
    it('has paths', () => expect(paths.length).toBeGreaterThan(5))
    it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
      await replayPath(options, path)
    })
  })
}
