import { assign, setup } from 'xstate'
import type { FeedItem } from '@/api/feed'
import { feedLastView, markFeedViewed } from '@/settings/feed-view'

/**
 * The feed's «new» state for the signed-in user (spec 2 §4 Feed: 'new' = newer than the last view time),
 * spawned by the session while signed in (systemId 'feedFlags'). It holds the session's copy of the feed
 * items and the last view time; the bottom bar's dot is `selectFeedHasNew`.
 *
 *   feed.loaded {items}   the session (re)loaded the feed
 *   feed.viewed           the user's own feed was shown: the view time is stored (local storage) and the dot goes
 */
export interface FeedFlagsContext {
  userID: number
  items: readonly FeedItem[]
  lastView: string | null
}

export type FeedFlagsEvent = { type: 'feed.loaded'; items: readonly FeedItem[] } | { type: 'feed.viewed' }

export interface FeedFlagsInput {
  userID: number
  items: readonly FeedItem[]
}

export const feedFlagsMachine = setup({
  types: { context: {} as FeedFlagsContext, events: {} as FeedFlagsEvent, input: {} as FeedFlagsInput },
  actions: {
    storeView: ({ context }) => markFeedViewed(context.userID),
    readView: assign({ lastView: ({ context }) => feedLastView(context.userID) }),
  },
}).createMachine({
  id: 'feedFlags',
  context: ({ input }) => ({ userID: input.userID, items: input.items, lastView: feedLastView(input.userID) }),
  on: {
    'feed.loaded': { actions: assign({ items: ({ event }) => event.items }) },
    'feed.viewed': { actions: ['storeView', 'readView'] },
  },
})
