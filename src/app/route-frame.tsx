import { Component, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { Suspense } from '@/lib/lazy'
import { Redirect, useLocation, useSearch } from 'wouter'
import { describeLoadError, ScreenLoadFailure } from '@/ui/screen-load-failure'
import { SessionContext } from '@/hooks/session-context'
import { selectIsResolving, selectIsSignedIn, selectRoles } from '@/machines/session/session.selectors'
import type { RouteRecord } from './routes/types'
import { LayoutFor, preloadSignedInFrame } from './layouts/layout-for'
import { commonTexts } from '@/texts/ru/common'
import { OfflineNotice } from './offline-notice'
import { allowedFor } from './access'
import { browserTitleFor, ROLES_BY_PATH } from './routes/shell-route-data'
import { ForbiddenScreen } from './routes/shell-screens'
import { recordLocation } from './routes/location-history'
import { NavigationProgress, showsNavigationProgress } from '@/ui/navigation-progress'
import { PageLoading } from '@/ui/page-loading'
import { shellPageTexts } from '@/texts/ru/shell-pages'
import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/constants/app'
import { kindOf, reportError } from './error-reporter'
import { LOGIN_CARD_PATHS, removeBootSkeleton } from '@/lib/boot-skeleton'

/** Turns a screen that failed to load or render into ScreenLoadFailure instead of a blank area. */
export class ScreenBoundary extends Component<{ page: string; children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  /** A screen that failed to load or render is reported to the error log (/Admin/LogErrors). */
  componentDidCatch(error: unknown) {
    removeBootSkeleton()
    reportError(kindOf(error), describeLoadError(error))
  }
  render() {
    if (this.state.error)
      return <ScreenLoadFailure page={this.props.page} reason={describeLoadError(this.state.error)} />
    return this.props.children
  }
}

/** The Suspense fallback; after CHUNK_LOAD_TIMEOUT_MS it gives up waiting and says so. */
export function ScreenLoading({ page, children }: { page: string; children: ReactNode }) {
  const [late, setLate] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), CHUNK_LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [])
  useLayoutEffect(() => {
    if (late) removeBootSkeleton()
  }, [late])
  if (late)
    return (
      <ScreenLoadFailure
        page={page}
        reason={shellPageTexts.chunkTimeout.replace('{seconds}', String(CHUNK_LOAD_TIMEOUT_MS / 1000))}
      />
    )
  return <>{children}</>
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
  const loadingUser = SessionContext.useSelector((s) => s.matches('loading'))
  useEffect(() => {
    if (loadingUser || signedIn) void preloadSignedInFrame()
  }, [loadingUser, signedIn])

  useEffect(() => {
    document.title = record.title ?? browserTitleFor(record.path) ?? commonTexts.appName
  }, [record.title, record.path])
  useEffect(() => {
    recordLocation(location)
  }, [location])

  const needsRedirectToLogin = !resolving && !offline && record.access === 'signedIn' && !signedIn
  // index.html's sign-in card skeleton stays only while this route is on its way to the card.
  const headingForCard = LOGIN_CARD_PATHS.has(record.path) && !offline && !signedIn
  useLayoutEffect(() => {
    if (!headingForCard) removeBootSkeleton()
  }, [headingForCard])
  // The first touch of the sign-in card: the signed-in frame loads while the user types.
  useEffect(() => {
    if (!headingForCard) return
    const events = ['pointerdown', 'keydown'] as const
    const preload = () => {
      events.forEach((type) => document.removeEventListener(type, preload, true))
      void preloadSignedInFrame()
    }
    events.forEach((type) => document.addEventListener(type, preload, true))
    return () => events.forEach((type) => document.removeEventListener(type, preload, true))
  }, [headingForCard])
  useEffect(() => {
    if (needsRedirectToLogin)
      session.send({ type: 'returnPath.remember', path: search ? `${location}?${search}` : location })
  }, [needsRedirectToLogin, location, search, session])

  if (resolving) return <PageLoading />
  // Offline means a token is kept but could not be checked: say so instead of the sign-in form too.
  if (offline && record.access !== 'public') return <OfflineNotice />
  if (needsRedirectToLogin) return <Redirect to="/login" replace />
  if (record.access === 'guestOnly' && signedIn) return <Redirect to={parentPath(location)} replace />

  const required = requiredRoles(record)
  const forbidden = signedIn && !allowedFor(roles, required)
  const Screen = record.screen
  const page = record.name ?? record.title ?? browserTitleFor(record.path)
  const fallback = (
    <ScreenLoading page={page}>
      {showsNavigationProgress(location) ? <NavigationProgress label={shellPageTexts.navigationLoading} /> : null}
    </ScreenLoading>
  )
  return (
    <LayoutFor layout={record.layout} title={record.name ?? record.title}>
      <ScreenBoundary key={location} page={page}>
        <Suspense fallback={fallback}>
          {forbidden ? <ForbiddenScreen roles={required} /> : <Screen params={params} />}
        </Suspense>
      </ScreenBoundary>
    </LayoutFor>
  )
}
