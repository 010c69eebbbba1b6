import { useEffect } from 'react'
import { useActorRef } from '@xstate/react'
import { useSignals } from '@preact/signals-react/runtime'
import { SessionContext } from '@/hooks/session-context'
import { selectFeed, selectInit, selectUser } from '@/machines/session/session.selectors'
import { livePendingReviews } from '@/machines/review/pending-reviews.actors'
import { hasNewItems } from '@/machines/feed/feed.machine'
import { feedHasNew, pendingReviewCount } from '@/settings/counters'
import { feedLastView } from '@/settings/feed-view'
import { toIsoDate } from '@/lib/dates'
import { ReviewDialog } from './review-dialog'
import './review.css'

/** Pending reviews for one signed-in user: the check starts 1 s after load when init.journalsReview is on. */
function PendingReviews({ enabled }: { enabled: boolean }) {
  const pending = useActorRef(
    livePendingReviews.provide({
      actions: {
        publishCount: (_, params: { count: number }) => {
          pendingReviewCount.value = params.count
        },
      },
    }),
    { input: { enabled, today: toIsoDate(new Date()) } },
  )
  // Signing out unmounts this: the shell's badge must not keep the old count.
  useEffect(() => () => void (pendingReviewCount.value = 0), [])
  return <ReviewDialog pending={pending} />
}

/** The bottom navigation's feed dot follows the session's feed and the stored last view time. */
function FeedDot({ userID }: { userID: number }) {
  useSignals()
  const feed = SessionContext.useSelector(selectFeed)
  const lastView = feedLastView(userID)
  const hasNew = hasNewItems(feed?.feed, lastView)
  useEffect(() => {
    feedHasNew.value = hasNew
  }, [hasNew])
  useEffect(() => () => void (feedHasNew.value = false), [])
  return null
}

/** Always mounted in the signed-in layout (src/app/shell-extensions.tsx): reviews and the feed dot. */
export default function ReviewExtension() {
  const user = SessionContext.useSelector(selectUser)
  const init = SessionContext.useSelector(selectInit)
  if (!user) return null
  return (
    <>
      <FeedDot userID={user.userID} />
      <PendingReviews key={`${user.userID}:${init?.journalsReview ? 1 : 0}`} enabled={Boolean(init?.journalsReview)} />
    </>
  )
}
