import { useActorRef } from '@xstate/react'
import type { Feed } from '@/api/feed'
import { liveFeedMachine } from '@/machines/feed/feed.actors'
import { feedLastView, markFeedViewed } from '@/settings/feed-view'
import { toIsoDate } from '@/lib/dates'

/**
 * A feed actor for one user; viewing one's own feed records the view time (the 'new' flags and the dot).
 * `seed`: the same feed already loaded (read at mount only), shown without asking the server again.
 */
export function useFeed(userID: number, own: boolean, seed: Feed | null = null) {
  return useActorRef(
    liveFeedMachine.provide({
      actions: { storeLastView: (_, params: { userID: number }) => markFeedViewed(params.userID) },
    }),
    { input: { userID, own, lastView: own ? feedLastView(userID) : null, today: toIsoDate(new Date()), seed } },
  )
}
