import { assign, enqueueActions, setup, type ActorRefFrom } from 'xstate'
import type { Feed, FeedItem } from '@/api/feed'
import { loadFeedActor } from './feed.actors'
import type { feedFlagsMachine } from './feed-flags.machine'

/**
 * The feed (spec 2 §4 Feed; spec 1 /Feed/{userID?} and the home page).
 *
 *   (seeded) → ready      (not seeded) → loading ─done→ ready ─period.select / feed.refresh→ loading
 *   loading ─error→ failed ─feed.refresh→ loading;   ready: category.select filters (null = all).
 * Items newer than the last view time (read once, at mount) are flagged 'new'; after each load (or the
 * seed) of the user's own feed `storeLastView` tells the session's feed flags (`feed.viewed`: the view
 * time is stored, the bottom bar's dot goes), so the next visit starts afresh. The home page seeds the feed with the copy the session loaded at sign-in rather than
 * asking the server again; its refresh button asks.
 */
export interface FeedContext {
  userID: number
  own: boolean
  lastView: string | null
  today: string
  periodDays: number
  category: number | null
  feed: Feed | null
  /** The session's feed flags (systemId 'feedFlags'), told when the own feed has been shown. */
  flags: FlagsRef | null
}

type FlagsRef = ActorRefFrom<typeof feedFlagsMachine>

export type FeedEvent =
  | { type: 'category.select'; categoryID: number | null }
  | { type: 'period.select'; days: number }
  | { type: 'feed.refresh' }

export interface FeedInput {
  userID: number
  /** The signed-in user's own feed (only then is the view recorded). */
  own: boolean
  lastView: string | null
  /** yyyy-mm-dd, the base of startDate. */
  today: string
  periodDays?: number
  /** The same feed already loaded (the session's copy, for the home page): shown without a request. */
  seed?: Feed | null
  /** The session's feed flags child (useSessionChild('feedFlags')). */
  flags?: FlagsRef | null
}

/** 'new' for items newer than the last view; no last view yet = everything is new. */
export function flagNew(items: FeedItem[], lastView: string | null): FeedItem[] {
  const since = lastView ? Date.parse(lastView) : Number.NEGATIVE_INFINITY
  return items.map((item) => ({ ...item, isNew: Date.parse(item.fullDate) > since }))
}

export function hasNewItems(items: readonly FeedItem[] | undefined, lastView: string | null): boolean {
  if (!items?.length) return false
  const since = lastView ? Date.parse(lastView) : Number.NEGATIVE_INFINITY
  return items.some((item) => Date.parse(item.fullDate) > since)
}

/** A loaded feed as kept: the own feed flagged against the last view, anyone else's without flags. */
function received(feed: Feed, own: boolean, lastView: string | null): Feed {
  return { ...feed, feed: own ? flagNew(feed.feed, lastView) : feed.feed.map((i) => ({ ...i, isNew: false })) }
}

/** startDate for a period of `days` before `today` (0 = no start date). */
export function startDateOf(today: string, days: number): string | undefined {
  if (!days) return undefined
  const [y, m, d] = today.split('-').map(Number)
  const start = new Date(Date.UTC(y, m - 1, d - days))
  return start.toISOString().slice(0, 10)
}

export const feedMachine = setup({
  types: { context: {} as FeedContext, events: {} as FeedEvent, input: {} as FeedInput },
  actors: { loadFeed: loadFeedActor },
  actions: {
    /** Remembers that the user has seen the feed now (the session's feed flags store it). */
    storeLastView: ({ context }, _params: { userID: number }) => context.flags?.send({ type: 'feed.viewed' }),
  },
  guards: {
    isSeeded: ({ context }) => context.feed !== null,
    isKnownPeriod: ({ context, event }) =>
      event.type === 'period.select' &&
      Number.isInteger(event.days) &&
      event.days >= 0 &&
      event.days !== context.periodDays,
  },
}).createMachine({
  id: 'feed',
  context: ({ input }) => ({
    userID: input.userID,
    own: input.own,
    lastView: input.lastView,
    today: input.today,
    periodDays: input.periodDays ?? 0,
    category: null,
    feed: input.seed ? received(input.seed, input.own, input.lastView) : null,
    flags: input.flags ?? null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isSeeded', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFeed',
        src: 'loadFeed',
        input: ({ context }) => ({ userID: context.userID, startDate: startDateOf(context.today, context.periodDays) }),
        onDone: {
          target: 'ready',
          actions: assign({ feed: ({ context, event }) => received(event.output, context.own, context.lastView) }),
        },
        onError: 'failed',
      },
    },
    ready: {
      // Entered only with a fresh feed (the seed or a load): the own feed's view is recorded.
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.own) enqueue({ type: 'storeLastView', params: { userID: context.userID } })
      }),
      on: {
        'category.select': { actions: assign({ category: ({ event }) => event.categoryID }) },
        'period.select': {
          guard: 'isKnownPeriod',
          target: 'loading',
          actions: assign({ periodDays: ({ event }) => event.days }),
        },
        'feed.refresh': 'loading',
      },
    },
    failed: {
      on: {
        'feed.refresh': 'loading',
        'period.select': {
          guard: 'isKnownPeriod',
          target: 'loading',
          actions: assign({ periodDays: ({ event }) => event.days }),
        },
      },
    },
  },
})
