import { useActorRef } from '@xstate/react'
import { liveFeedMachine } from '@/machines/feed/feed.actors'
import { feedLastView, markFeedViewed } from '@/settings/feed-view'
import { toIsoDate } from '@/lib/dates'

/** A feed actor for one user; viewing one's own feed records the view time (the 'new' flags and the dot). */
export function useFeed(userID: number, own: boolean, periodDays = 0) {
  return useActorRef(
    liveFeedMachine.provide({
      actions: { storeLastView: (_, params: { userID: number }) => markFeedViewed(params.userID) },
    }),
    { input: { userID, own, lastView: own ? feedLastView(userID) : null, today: toIsoDate(new Date()), periodDays } },
  )
}
