import { useActorRef } from '@xstate/react'
import type { Feed } from '@/api/feed'
import { feedMachine } from '@/machines/feed/feed.machine'
import { useSessionChild } from '@/hooks/use-session-child'
import { feedLastView } from '@/settings/feed-view'
import { toIsoDate } from '@/lib/dates'

/**
 * A feed actor for one user; viewing one's own feed tells the session's feed flags (the 'new' flags and
 * the dot). `seed`: the same feed already loaded (read at mount only), shown without asking the server again.
 */
export function useFeed(userID: number, own: boolean, seed: Feed | null = null) {
  const flags = useSessionChild('feedFlags')
  return useActorRef(feedMachine, {
    input: {
      userID,
      own,
      lastView: own ? feedLastView(userID) : null,
      today: toIsoDate(new Date()),
      seed,
      flags: own ? flags : null,
    },
  })
}
