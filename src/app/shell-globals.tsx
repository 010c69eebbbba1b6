import { lazy, Suspense, useContext, useEffect, useSyncExternalStore } from 'react'
import { PrimeReactContext } from 'primereact/api'
import { useSignals } from '@preact/signals-react/runtime'
import { SessionContext } from '@/hooks/session-context'
import { selectInit } from '@/machines/session/session.selectors'
import { BUILD, checkBuildVersion } from '@/settings/build-version'
import { setSiteDefaultAccent } from '@/settings/theme'
import { overlayMotionWanted, prefersReducedMotion, subscribeReducedMotion } from '@/settings/motion'

// Their dialogs load after the first paint (issue 19): confirm() and loadingDialog queue their requests
// until the host is there.
const ConfirmHost = lazy(() => import('@/ui/confirm').then((m) => ({ default: m.ConfirmHost })))
const LoadingDialogHost = lazy(() => import('./layouts/loading-dialog').then((m) => ({ default: m.LoadingDialogHost })))
const Seasonal = lazy(() => import('./layouts/snow').then((m) => ({ default: m.Seasonal })))

/**
 * PrimeReact's overlays follow the motion settings (the animations switch, the system's reduced motion)
 * without a reload. With their 150 ms zoom a dialog's buttons also moved under the pointer just after it
 * opened.
 */
function useOverlayMotion() {
  useSignals()
  const setCssTransition = useContext(PrimeReactContext)?.setCssTransition
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false)
  const wanted = overlayMotionWanted(reducedMotion)
  useEffect(() => setCssTransition?.(wanted), [setCssTransition, wanted])
}

/**
 * Shell pieces mounted once for every route (signed in or not): the build-version reload rule, the
 * administrators' default accent from the initialization info, the overlays' motion, the confirm and
 * loading dialogs, and the seasonal New Year theme.
 */
export function ShellGlobals() {
  useOverlayMotion()
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
