import { Suspense, useEffect } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { ProgressSpinner } from 'primereact/progressspinner'
import { SessionContext } from './session-context'
import { selectIsResolving, selectIsSignedIn, selectRoles } from '@/machines/session/session.selectors'
import type { RouteRecord } from './routes/types'
import { LayoutFor } from './layouts/layout-for'
import { commonTexts } from '@/texts/ru/common'
import { OfflineNotice } from './offline-notice'
import { allowedFor } from './access'
import { browserTitleFor, ROLES_BY_PATH } from './routes/shell-route-data'
import { ForbiddenScreen } from './routes/shell-screens'
import { recordLocation } from './routes/location-history'
import { NavigationProgress, showsNavigationProgress } from '@/ui/navigation-progress'
import { shellPageTexts } from '@/texts/ru/shell-pages'

export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" />
      <span className="sr-only">{commonTexts.loading}</span>
    </div>
  )
}

/** "One level up" from a path: /a/b → /a, /login → /. */
export function parentPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  const cut = trimmed.lastIndexOf('/')
  return cut <= 0 ? '/' : trimmed.slice(0, cut)
}

/** A route's roles: its own, else the shell table's for the same path (an area's screen is guarded too). */
export function requiredRoles(record: RouteRecord): readonly string[] | undefined {
  return record.roles ?? ROLES_BY_PATH.get(record.path.toLowerCase())
}

/**
 * The navigation guard (spec 1 §4), the browser title and the layout around one route: signed-in
 * routes send a guest to /login remembering the path; a user without the route's roles gets the 403
 * page; a lazily loaded screen shows the thin progress bar (not under /boards/).
 */
export function RouteFrame({ record, params }: { record: RouteRecord; params: Record<string, string | undefined> }) {
  const [location] = useLocation()
  const search = useSearch()
  const session = SessionContext.useActorRef()
  const resolving = SessionContext.useSelector(selectIsResolving)
  const signedIn = SessionContext.useSelector(selectIsSignedIn)
  const offline = SessionContext.useSelector((s) => s.matches('offline'))
  const roles = SessionContext.useSelector(selectRoles)

  useEffect(() => {
    document.title = record.title ?? browserTitleFor(record.path) ?? commonTexts.appName
  }, [record.title, record.path])
  useEffect(() => {
    recordLocation(location)
  }, [location])

  const needsRedirectToLogin = !resolving && !offline && record.access === 'signedIn' && !signedIn
  useEffect(() => {
    if (needsRedirectToLogin) session.send({ type: 'returnPath.remember', path: search ? `${location}?${search}` : location })
  }, [needsRedirectToLogin, location, search, session])

  if (resolving) return <PageLoading />
  // Offline means a token is kept but could not be checked: say so instead of the sign-in form too.
  if (offline && record.access !== 'public') return <OfflineNotice />
  if (needsRedirectToLogin) return <Redirect to="/login" replace />
  if (record.access === 'guestOnly' && signedIn) return <Redirect to={parentPath(location)} replace />

  const required = requiredRoles(record)
  const forbidden = signedIn && !allowedFor(roles, required)
  const Screen = record.screen
  const fallback = showsNavigationProgress(location) ? <NavigationProgress label={shellPageTexts.navigationLoading} /> : null
  return (
    <LayoutFor layout={record.layout} title={record.name ?? record.title}>
      <Suspense fallback={fallback}>{forbidden ? <ForbiddenScreen roles={required} /> : <Screen params={params} />}</Suspense>
    </LayoutFor>
  )
}
