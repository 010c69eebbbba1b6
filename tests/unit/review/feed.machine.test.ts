import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { feedOf } from './feed.fixtures'
import { feedMachine, flagNew, hasNewItems, startDateOf } from '@/machines/feed/feed.machine'
import { selectNewCount, selectVisibleItems } from '@/machines/feed/feed.selectors'

const FEED = feedOf(['2026-11-22T10:00:00Z', '2026-11-21T10:00:00Z', '2026-11-19T10:00:00Z'])

function start(
  input: { own: boolean; lastView: string | null; periodDays?: number; seed?: typeof FEED },
  load = async (_q: { userID: number; startDate?: string }) => FEED,
) {
  const stored: number[] = []
  const queries: { userID: number; startDate?: string }[] = []
  const actor = createActor(
    feedMachine.provide({
      actors: {
        loadFeed: fromPromise(
          ({ input: q }: { input: { userID: number; startDate?: string } }) => (queries.push(q), load(q)),
        ),
      },
      actions: { storeLastView: (_: unknown, p: { userID: number }) => void stored.push(p.userID) },
    }),
    { input: { userID: 1, today: '2026-11-23', ...input } },
  ).start()
  return { actor, stored, queries }
}

describe('feed', () => {
  it('flags items newer than the last view; none stored = all new', () => {
    expect(flagNew(FEED.feed, '2026-11-20T00:00:00Z').map((i) => i.isNew)).toEqual([true, true, false])
    expect(flagNew(FEED.feed, null).every((i) => i.isNew)).toBe(true)
    expect(hasNewItems(FEED.feed, '2026-11-22T10:00:00Z')).toBe(false)
    expect(hasNewItems(FEED.feed, '2026-11-22T09:59:59Z')).toBe(true)
    expect(hasNewItems([], null)).toBe(false)
  })

  it('startDate from the period', () => {
    expect(startDateOf('2026-11-23', 0)).toBeUndefined()
    expect(startDateOf('2026-11-23', 7)).toBe('2026-11-16')
    expect(startDateOf('2026-03-02', 30)).toBe('2026-01-31')
  })

  it('own feed: flags against the stored view, records the view, filters by category', async () => {
    const { actor, stored, queries } = start({ own: true, lastView: '2026-11-20T00:00:00Z' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(queries).toEqual([{ userID: 1, startDate: undefined }])
    expect(stored).toEqual([1])
    expect(selectNewCount(actor.getSnapshot())).toBe(2)
    actor.send({ type: 'category.select', categoryID: 1 })
    expect(selectVisibleItems(actor.getSnapshot()).map((i) => i.feedID)).toEqual([1, 3])
    actor.send({ type: 'category.select', categoryID: null })
    expect(selectVisibleItems(actor.getSnapshot())).toHaveLength(3)
    // a refresh flags against the same earlier view (what was new on arrival stays new)
    actor.send({ type: 'feed.refresh' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(selectNewCount(actor.getSnapshot())).toBe(2)
    actor.send({ type: 'period.select', days: 7 })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(queries.at(-1)).toEqual({ userID: 1, startDate: '2026-11-16' })
  })

  it("seeded (the session's copy on the home page): ready at once, no request, flags and view as after a load; refresh asks", async () => {
    const { actor, stored, queries } = start({ own: true, lastView: '2026-11-20T00:00:00Z', seed: FEED })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(queries).toEqual([])
    expect(stored).toEqual([1])
    expect(selectNewCount(actor.getSnapshot())).toBe(2)
    actor.send({ type: 'feed.refresh' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(queries).toEqual([{ userID: 1, startDate: undefined }])
  })

  it("someone else's feed: no flags, no view recorded", async () => {
    const { actor, stored } = start({ own: false, lastView: null })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(selectNewCount(actor.getSnapshot())).toBe(0)
    expect(stored).toEqual([])
  })

  it('a failed load offers a retry', async () => {
    let fail = true
    const { actor } = start({ own: true, lastView: null }, async () => {
      if (fail) throw new Error('offline')
      return FEED
    })
    await waitFor(actor, (s) => s.matches('failed'))
    fail = false
    actor.send({ type: 'feed.refresh' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(selectVisibleItems(actor.getSnapshot())).toHaveLength(3)
  })
})
