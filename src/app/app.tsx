import { useMemo, useRef, useSyncExternalStore } from 'react'
import { lazy, Suspense } from '@/lib/lazy'
import { Route, Router, Switch, useLocation } from 'wouter'
import { sessionMachine } from '@/machines/session/session.machine'
import { tokenStore } from '@/machines/session/session.actors'
import { SessionContext } from '@/hooks/session-context'
import { coreRoutes } from './routes/core.routes'
import { ScreenBoundary, ScreenLoading } from './route-frame'
import { loadFullRouteTable } from './route-table-loader'
import { routeElements } from './route-switch'
import { signedInPreloads } from './layouts/layout-for'
import { ApiFailureBridge } from './api-failure-bridge'
import { ShellGlobals } from './shell-globals'
import { useEffect } from 'react'
import { getConfig } from '@/api/config'
import { selectIsSignedIn, selectNotice } from '@/machines/session/session.selectors'

// Its button draws no PrimeReact (its dialog does, and waits for the locale itself).
const DemoPanel = lazy(() => import('@/screens/demo/demo-panel').then((m) => ({ default: m.DemoPanel })), {
  prepared: false,
})
// With the first notification (issue 19: PrimeReact's Toast is in neither the entry nor the sign-in card's
// chunks); `notify` keeps what comes before. A signed-in user's frame fetches it ahead.
const loadNotificationHost = () => import('@/ui/notification-host')
const NotificationHost = lazy(() => loadNotificationHost().then((m) => ({ default: m.NotificationHost })))
signedInPreloads.push(loadNotificationHost)
// Signed-in only: the composer (and its code) loads once a user is signed in (issue 19).
const ComposeHost = lazy(() => import('@/screens/mail/compose-host').then((m) => ({ default: m.ComposeHost })))
import { isNotificationHostNeeded, notify, subscribeNotificationDemand } from '@/ui/notifier'
import { LoadedPart, OnDemand } from '@/ui/on-demand'
import { loginTexts } from '@/texts/ru/login'
import { commonTexts } from '@/texts/ru/common'
import { PageLoading } from '@/ui/page-loading'

// Issue 19: the entry carries the core routes only (sign-in, OAuth, home, 404), which come first in the whole
// table too; any other address loads the whole table (./full-route-table.tsx, its own chunk) and its Switch.
const FullRouteTable = lazy(loadFullRouteTable)
signedInPreloads.push(loadFullRouteTable)

function Routes() {
  return (
    <Switch>
      {routeElements(coreRoutes)}
      <Route>
        <ScreenBoundary page={commonTexts.appName}>
          <Suspense
            fallback={
              <ScreenLoading page={commonTexts.appName}>
                <PageLoading />
              </ScreenLoading>
            }
          >
            <FullRouteTable />
          </Suspense>
        </ScreenBoundary>
      </Route>
    </Switch>
  )
}

/** A token left in local storage moves into the cookie on navigation; a new cookie triggers a check. */
function StoredTokenMigration() {
  const [location] = useLocation()
  const session = SessionContext.useActorRef()
  useEffect(() => {
    if (tokenStore.migrateStoredToken()) session.send({ type: 'session.check' })
  }, [location, session])
  return null
}

/** 'Авторизация успешна' once the signed-in user has loaded. */
function SessionNotices() {
  const session = SessionContext.useActorRef()
  const notice = SessionContext.useSelector(selectNotice)
  useEffect(() => {
    // Read the live snapshot: StrictMode runs this effect twice, and the first run has cleared it.
    if (notice === 'signedIn' && session.getSnapshot().context.notice === 'signedIn') {
      notify.info(loginTexts.success)
      session.send({ type: 'notice.clear' })
    }
  }, [notice, session])
  return null
}

/** The notification host, mounted once something is notified (see NotificationHost above). */
function Notifications() {
  const needed = useSyncExternalStore(subscribeNotificationDemand, isNotificationHostNeeded, isNotificationHostNeeded)
  return (
    <OnDemand when={needed}>
      <NotificationHost />
    </OnDemand>
  )
}

/** The one compose host: opens the composer for the session's compose requests on every layout. */
function SignedInHosts() {
  const signedIn = SessionContext.useSelector(selectIsSignedIn)
  if (!signedIn) return null
  return (
    <LoadedPart silent>
      <ComposeHost />
    </LoadedPart>
  )
}

function SessionRoot() {
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
      <StoredTokenMigration />
      <SessionNotices />
      <Routes />
      <Notifications />
      <ShellGlobals />
      <SignedInHosts />
      {getConfig().demo && (
        <LoadedPart silent>
          <DemoPanel />
        </LoadedPart>
      )}
    </SessionContext.Provider>
  )
}

export function App({ base = '/WebApp' }: { base?: string }) {
  return (
    <Router base={base}>
      <SessionRoot />
    </Router>
  )
}
