/**
 * The shell's own pages computed from the menu and the route table (section pages, the menu page, work
 * opening, external sites, the syllabus link). Loaded lazily through shell-screens.tsx: the menu data
 * and the library link signing stay out of the sign-in pages' JS (issue 19).
 */
import { useCallback, useMemo } from 'react'
import { lazy } from '@/lib/lazy'
import { useLocation } from 'wouter'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { useVisibleMenu } from '../menu/use-visible-menu'
import { sectionInfo } from '../menu/section-info'
import type { ShellRouteData } from './shell-route-data'
import type { ScreenProps } from '@/lib/screen-props'
import { cameFrom } from './location-history'
import { useSignals } from '@preact/signals-react/runtime'
import { selectUser } from '@/machines/session/session.selectors'
import { hasRole, ROLES } from '@/lib/roles'
import { buildLibraryLinks } from '../menu/library-links'
import { libraryFailedFor, libraryFor } from '../menu/menu-sources'

const SectionScreen = lazy(() => import('@/screens/section/section-screen'))
const MenuScreen = lazy(() => import('@/screens/section/menu-screen'))
const OpenWorkScreen = lazy(() => import('@/screens/work-opening/open-work-screen'))
const WwwScreen = lazy(() => import('@/screens/section/www-screen'))
const RpdScreen = lazy(() => import('@/screens/section/rpd-screen'))

/** A section page: what it shows is computed here from the menu and the route table (app layer). */
export function sectionPage(route: ShellRouteData) {
  function ShellSection({ params }: ScreenProps) {
    const [location] = useLocation()
    const menu = useVisibleMenu()
    const roles = SessionContext.useSelector(selectRoles)
    const info = useMemo(() => sectionInfo(route, location, params, menu, roles), [location, params, menu, roles])
    return <SectionScreen {...info} />
  }
  ShellSection.displayName = `Section(${route.path})`
  return ShellSection
}

export function MenuPage() {
  const menu = useVisibleMenu()
  return <MenuScreen menu={menu} />
}

export function OpenWorkPage({ params }: ScreenProps) {
  const [location] = useLocation()
  // Read once per mount: the frame records this page as the last location right after.
  const from = useMemo(() => cameFrom(location), []) // eslint-disable-line react-hooks/exhaustive-deps
  return <OpenWorkScreen key={params.workID} workID={params.workID} from={from} />
}

export function WwwPage({ params }: ScreenProps) {
  const [location, navigate] = useLocation()
  const back = useMemo(() => cameFrom(location), []) // eslint-disable-line react-hooks/exhaustive-deps
  const onReturn = useCallback(
    () => navigate(back && !back.toLowerCase().startsWith('/www/') ? back : '/', { replace: true }),
    [navigate, back],
  )
  return <WwwScreen key={params.site} site={params.site ?? ''} onReturn={onReturn} />
}

/** /RPD/Redirect: the signed link into the syllabus system (RPD), from the library parameters. */
export function RpdPage() {
  useSignals()
  const user = SessionContext.useSelector(selectUser)
  const userID = user?.userID ?? null
  const params = libraryFor(userID)
  const failed = libraryFailedFor.value !== null && libraryFailedFor.value === userID
  const href = useMemo(() => {
    if (!params || !user) return null
    const links = buildLibraryLinks(
      params,
      { userID: user.userID, isStudent: hasRole(user.roles, ROLES.student.name) },
      Math.floor(Date.now() / 1000),
    )
    return links.find((link) => link.key === 'rpd')?.href ?? null
  }, [params, user])
  return <RpdScreen state={failed ? 'failed' : !params ? 'loading' : href ? 'ready' : 'missing'} href={href} />
}
