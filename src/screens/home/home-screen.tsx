import { Link } from 'wouter'
import { SessionContext } from '@/hooks/session-context'
import { selectFeed, selectUser } from '@/machines/session/session.selectors'
import { hasRole, ROLES } from '@/lib/roles'
import { REVIEW_SUPERVISOR_ROLES } from '@/lib/constants/review'
import { homeTexts } from '@/texts/ru/home'
import { feedTexts } from '@/texts/ru/feed'
import { FeedView } from './feed-view'
import { useFeed } from './use-feed'

const HOME_FEED_LIMIT = 8

type Shortcut = { href: string; text: string; icon: string }

/** Links that fit the user's roles, to pages that exist in the route table. */
function shortcutsFor(userID: number, roles: readonly { name: string }[]): Shortcut[] {
  const l = homeTexts.links
  const list: Shortcut[] = [
    { href: `/PersonalKab/${userID}`, text: l.profile, icon: 'pi pi-id-card' },
    { href: '/mail', text: l.mail, icon: 'pi pi-envelope' },
    { href: '/Chat', text: l.chats, icon: 'pi pi-comments' },
    { href: '/Rasp/My', text: l.timetable, icon: 'pi pi-calendar' },
  ]
  if (hasRole(roles, ROLES.student.name))
    list.push({ href: `/EducationalActivity/ZachBook/${userID}`, text: l.zachBook, icon: 'pi pi-book' })
  if (hasRole(roles, ROLES.teachers.name))
    list.push({ href: `/Journals/TeacherReviews/${userID}`, text: l.myReviews, icon: 'pi pi-star' })
  if (hasRole(roles, ...REVIEW_SUPERVISOR_ROLES))
    list.push({ href: '/Journals/ReviewsList', text: l.allReviews, icon: 'pi pi-list' })
  if (hasRole(roles, ROLES.gekSecretary.name, ROLES.gekChairman.name))
    list.push({ href: '/GiaReport/Documents', text: l.gia, icon: 'pi pi-file' })
  return list
}

/** Starts from the feed the session loaded at sign-in (no second request); the refresh button reloads it. */
function HomeFeed({ userID }: { userID: number }) {
  const feed = useFeed(userID, true, SessionContext.useSelector(selectFeed))
  return <FeedView feed={feed} limit={HOME_FEED_LIMIT} />
}

/** The signed-in home: greeting, shortcuts by role, and the latest feed with 'new' flags and categories. */
export default function HomeScreen() {
  const user = SessionContext.useSelector(selectUser)
  if (!user) return null
  return (
    <div className="page home">
      <h1>
        {homeTexts.greeting}, {user.first_name} {user.middle_name}!
      </h1>
      <p className="muted">{user.roles.map((r) => r.name).join(', ')}</p>
      <nav aria-label={homeTexts.shortcuts} className="home-shortcuts">
        <ul>
          {shortcutsFor(user.userID, user.roles).map((s) => (
            <li key={s.href}>
              <Link href={s.href} className="home-shortcut">
                <span className={s.icon} aria-hidden />
                <span>{s.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="home-feed-head">
        <h2>{homeTexts.feedTitle}</h2>
        <Link href="/Feed">{feedTexts.allFeed}</Link>
      </div>
      <HomeFeed userID={user.userID} />
    </div>
  )
}
