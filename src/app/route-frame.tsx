import { Suspense, useEffect } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { ProgressSpinner } from 'primereact/progressspinner'
import { SessionContext } from './session-context'
import { selectIsResolving, selectIsSignedIn } from '@/machines/session/session.selectors'
import type { RouteRecord } from './routes/types'
import { LayoutFor } from './layouts/layout-for'
import { commonTexts } from '@/texts/ru/common'
import { OfflineNotice } from './offline-notice'

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

/** The navigation guard, the browser title and the layout around one route. */
export function RouteFrame({ record, params }: { record: RouteRecord; params: Record<string, string | undefined> }) {
  const [location] = useLocation()
  const search = useSearch()
  const session = SessionContext.useActorRef()
  const resolving = SessionContext.useSelector(selectIsResolving)
  const signedIn = SessionContext.useSelector(selectIsSignedIn)
  const offline = SessionContext.useSelector((s) => s.matches('offline'))

  useEffect(() => {
    document.title = record.title ?? commonTexts.appName
  }, [record.title])

  const needsRedirectToLogin = !resolving && !offline && record.access === 'signedIn' && !signedIn
  useEffect(() => {
    if (needsRedirectToLogin) session.send({ type: 'returnPath.remember', path: search ? `${location}?${search}` : location })
  }, [needsRedirectToLogin, location, search, session])

  if (resolving) return <PageLoading />
  if (offline && record.access === 'signedIn') return <OfflineNotice />
  if (needsRedirectToLogin) return <Redirect to="/login" replace />
  if (record.access === 'guestOnly' && signedIn) return <Redirect to={parentPath(location)} replace />

  const Screen = record.screen
  return (
    <LayoutFor layout={record.layout} title={record.title}>
      <Suspense fallback={<PageLoading />}>
        <Screen params={params} />
      </Suspense>
    </LayoutFor>
  )
}
