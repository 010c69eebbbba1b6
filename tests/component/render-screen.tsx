import { Suspense, useMemo, useRef, type ComponentType } from 'react'
import { render } from '@testing-library/react'
import { Redirect, Route, Router, Switch, useLocation } from 'wouter'
import { sessionMachine } from '@/machines/session/session.machine'
import { SessionContext } from '@/hooks/session-context'
import { selectIsResolving, selectIsSignedIn, selectRoles } from '@/machines/session/session.selectors'
import type { ScreenProps } from '@/lib/screen-props'
import { ROUTES } from '@/app/routes'
import { ROLES_BY_PATH } from '@/app/routes/shell-route-data'
import { allowedFor } from '@/app/access'
import { ApiFailureBridge } from '@/app/api-failure-bridge'
import ForbiddenScreen from '@/screens/errors/forbidden-screen'
import { ConfirmHost } from '@/ui/confirm-host'
import { NotificationHost } from '@/ui/notification-host'
import { PageLoading } from '@/ui/page-loading'
import { registerRussianLocale } from '@/ui/locale'
import { issueToken } from '@/mocks/node'

/** One screen at one route pattern of the route table (`/Admin/SetScience`, `/StudentApplication/Application/:id`). */
export interface ScreenRoute {
  pattern: string
  /** The screen component; the route table's own (often lazy) one for `pattern` if absent. */
  screen?: ComponentType<ScreenProps>
}

export interface RenderScreenOptions extends ScreenRoute {
  /** Where the browser is, without the /WebApp base: `/Admin/Users?search=x`. */
  path: string
  /** Signed in as this demo user (a fresh token in the cookie, checked by the real session); signed out if absent. */
  userID?: number
  /** Further screens the test navigates to from the first one (a list opening its item's page). */
  also?: ScreenRoute[]
}

/**
 * The route's guard as the route frame applies it, without the shell's layout: nothing while the
 * session resolves, a fresh screen per location, /login for a guest on a signed-in route, the 403 page for a user without the
 * route's roles (taken from the real route table, so a test cannot grant itself a route).
 */
function Guarded({ pattern, screen, params }: ScreenRoute & ScreenProps) {
  const record = ROUTES.find((r) => r.path === pattern)
  if (!record) throw new Error(`renderScreen: no route ${pattern} in the route table`)
  const Screen = screen ?? record.screen
  const [location] = useLocation()
  const resolving = SessionContext.useSelector(selectIsResolving)
  const signedIn = SessionContext.useSelector(selectIsSignedIn)
  const roles = SessionContext.useSelector(selectRoles)
  if (resolving) return <PageLoading />
  if (record.access === 'signedIn' && !signedIn) return <Redirect to="/login" replace />
  const required = record.roles ?? ROLES_BY_PATH.get(record.path.toLowerCase())
  if (signedIn && !allowedFor(roles, required)) return <ForbiddenScreen roles={required} />
  // A new location is a new screen, as the route frame keys its boundary by the location.
  return <Screen key={location} params={params} />
}

/** The root session actor as the App starts it (from the token cookie), with wouter's navigation. */
function Session({ routes }: { routes: ScreenRoute[] }) {
  const [, navigate] = useLocation()
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate
  const logic = useMemo(
    () =>
      sessionMachine.provide({ actions: { navigate: (_, params: { to: string }) => navigateRef.current(params.to) } }),
    [],
  )
  return (
    <SessionContext.Provider logic={logic}>
      <ApiFailureBridge />
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.pattern} path={route.pattern}>
              {(params) => <Guarded {...route} params={params as ScreenProps['params']} />}
            </Route>
          ))}
        </Switch>
      </Suspense>
      <NotificationHost />
      <ConfirmHost />
    </SessionContext.Provider>
  )
}

/**
 * Mounts ONE screen as the route table would (wouter `<Router base="/WebApp">`, the route's params,
 * its guard) inside what a screen reads — the real session signed in as `userID`, PrimeReact's
 * Russian locale, the notification and confirm hosts, the API failure bridge — but without the
 * shell (menu, drawers, chats, mail polling, feed, review prompts). StrictMode comes from
 * tests/setup.ts. Returns RTL's render result.
 */
export function renderScreen({ path, userID, also = [], ...first }: RenderScreenOptions) {
  registerRussianLocale() // as the app's start does (start.tsx): there is no PrimeReactProvider
  document.cookie = userID === undefined ? 'authToken=; Max-Age=0; path=/' : `authToken=${issueToken(userID)}; path=/`
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(
    <Router base="/WebApp">
      <Session routes={[first, ...also]} />
    </Router>,
  )
}
