import { SessionContext } from '@/app/session-context'
import { selectFeed, selectUser } from '@/machines/session/session.selectors'
import { formatRuDateTime } from '@/lib/dates'
import { homeTexts } from '@/texts/ru/home'

/** The signed-in home: greeting and the latest feed items loaded with the session. */
export default function HomeScreen() {
  const user = SessionContext.useSelector(selectUser)
  const feed = SessionContext.useSelector(selectFeed)
  if (!user) return null
  const categories = new Map(feed?.categories.map((c) => [c.categoryID, c]) ?? [])
  return (
    <div className="page">
      <h1>
        {homeTexts.greeting}, {user.first_name} {user.middle_name}!
      </h1>
      <p className="muted">{user.roles.map((r) => r.name).join(', ')}</p>
      <h2>{homeTexts.feedTitle}</h2>
      {feed && feed.feed.length > 0 ? (
        <ul className="feed-list">
          {feed.feed.slice(0, 20).map((item) => (
            <li key={item.feedID} className="feed-item">
              <span className={categories.get(item.categoryID)?.icon ?? 'pi pi-bell'} aria-hidden />
              <div>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
                <small className="muted">
                  {categories.get(item.categoryID)?.name} · {formatRuDateTime(item.fullDate)}
                </small>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{homeTexts.feedEmpty}</p>
      )}
    </div>
  )
}
