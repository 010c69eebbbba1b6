import { Link, useLocation } from 'wouter'
import { SessionContext } from '@/hooks/session-context'
import { selectUser } from '@/machines/session/session.selectors'
import { useFeedHasNew, useUnreadChatCount } from '@/hooks/use-badges'
import { shellTexts } from '@/texts/ru/shell'
import { badgeText } from './toolbar'
import { isActiveUrl } from './menu-tree'

/** Bottom navigation on small screens (spec 1 §2): Feed (new-events dot), Chats (unread count), Profile, Timetable, Menu. */
export function BottomNav() {
  const user = SessionContext.useSelector(selectUser)
  const [location] = useLocation()
  const chats = useUnreadChatCount()
  const feedHasNew = useFeedHasNew()
  const items = [
    {
      href: '/',
      icon: 'pi pi-home',
      text: shellTexts.feed,
      label: feedHasNew ? shellTexts.feedNew : shellTexts.feed,
      dot: feedHasNew,
    },
    {
      href: '/Chat',
      icon: 'pi pi-comments',
      text: shellTexts.chats,
      label: shellTexts.chatsWithCount(badgeText(chats)),
      count: chats,
    },
    {
      href: `/PersonalKab/${user?.userID ?? ''}`,
      icon: 'pi pi-user',
      text: shellTexts.profile,
      label: shellTexts.profile,
    },
    { href: '/Rasp/My', icon: 'pi pi-calendar', text: shellTexts.timetable, label: shellTexts.timetable },
    { href: '/Menu', icon: 'pi pi-th-large', text: shellTexts.menu, label: shellTexts.menu },
  ]
  return (
    <nav className="bottom-nav" aria-label={shellTexts.bottomNav}>
      {items.map((item) => {
        const current = isActiveUrl(item.href, location)
        return (
          <Link
            key={item.href}
            href={item.href}
            className={`bottom-nav-item${current ? ' active' : ''}`}
            aria-current={current ? 'page' : undefined}
          >
            <span className="bottom-nav-icon">
              <span className={item.icon} aria-hidden />
              {item.dot && <span className="nav-dot" aria-hidden data-testid="feed-dot" />}
              {!!item.count && item.count > 0 && (
                <span className="tool-badge" aria-hidden data-count={badgeText(item.count)} />
              )}
            </span>
            <span className="bottom-nav-text">{item.text}</span>
            {item.label !== item.text && <span className="sr-only">{item.label.slice(item.text.length)}</span>}
          </Link>
        )
      })}
    </nav>
  )
}
