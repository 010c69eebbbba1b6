import { useEffect } from 'react'
import { lazy, Suspense } from '@/lib/lazy'
import { SessionContext } from '@/hooks/session-context'
import { selectInit } from '@/machines/session/session.selectors'
import { BUILD, checkBuildVersion } from '@/settings/build-version'
import { setSiteDefaultAccent } from '@/settings/theme'

// Their dialogs load after the first paint (issue 19): confirm() and loadingDialog queue their requests
// until the host is there.
const ConfirmHost = lazy(() => import('@/ui/confirm').then((m) => ({ default: m.ConfirmHost })))
const LoadingDialogHost = lazy(() => import('./layouts/loading-dialog').then((m) => ({ default: m.LoadingDialogHost })))
const Seasonal = lazy(() => import('./layouts/snow').then((m) => ({ default: m.Seasonal })))

/**
 * Shell pieces mounted once for every route (signed in or not): the build-version reload rule, the
 * administrators' default accent from the initialization info, the confirm and loading dialogs, and
 * the seasonal New Year theme.
 */
export function ShellGlobals() {
  const init = SessionContext.useSelector(selectInit)
  useEffect(() => {
    checkBuildVersion(BUILD.version, localStorage, () => location.reload())
  }, [])
  useEffect(() => {
    setSiteDefaultAccent(init?.defaultAccentColor ?? null)
  }, [init?.defaultAccentColor])
  return (
    <Suspense fallback={null}>
      <ConfirmHost />
      <LoadingDialogHost />
      <Seasonal />
    </Suspense>
  )
}
