import { fromPromise } from '@/machines/from-promise'
import { loadFeed, type Feed } from '@/api/feed'

/** GET /api/Feed {userID, startDate} (spec 2 §7), cancelled when the screen leaves. */
export const loadFeedActor = fromPromise<Feed, { userID: number; startDate?: string }>(({ input, signal }) =>
  loadFeed(input, { signal }),
)
