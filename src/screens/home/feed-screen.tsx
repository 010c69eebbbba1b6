import { SessionContext } from '@/hooks/session-context'
import type { ScreenProps } from '@/lib/screen-props'
import { selectUser } from '@/machines/session/session.selectors'
import { feedTexts as t } from '@/texts/ru/feed'
import { FeedView } from './feed-view'
import { useFeed } from './use-feed'

function Feed({ userID, own, name }: { userID: number; own: boolean; name: string | null }) {
  const feed = useFeed(userID, own)
  return (
    <div className="page">
      <h1>{name ? t.titleOf(name) : t.title}</h1>
      <FeedView feed={feed} withPeriod />
    </div>
  )
}

/** /Feed/{userID?}: the whole feed with categories, 'new' flags and a period (startDate). */
export default function FeedScreen({ params }: ScreenProps) {
  const user = SessionContext.useSelector(selectUser)
  if (!user) return null
  const asked = params.userID !== undefined ? Number(params.userID) : user.userID
  const userID = Number.isInteger(asked) ? asked : user.userID
  const own = userID === user.userID
  return <Feed key={userID} userID={userID} own={own} name={own ? null : `№ ${userID}`} />
}
