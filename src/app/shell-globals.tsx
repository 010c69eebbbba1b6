import { useEffect } from 'react'
import { useSelector } from '@xstate/react'
import { useSignals } from '@preact/signals-react/runtime'
import { lazy } from '@/lib/lazy'
import { SessionContext } from '@/hooks/session-context'
import { selectInit } from '@/machines/session/session.selectors'
import { selectLoadingShown } from '@/machines/shell/loading-dialog.selectors'
import { BUILD, checkBuildVersion } from '@/settings/build-version'
import { isNewYearSeason } from '@/settings/season'
import { setSiteDefaultAccent } from '@/settings/theme'
import { confirmQueue } from '@/ui/confirm'
import { LoadedPart, OnDemand } from '@/ui/on-demand'
import { loadingDialogActor } from './layouts/loading-dialog-service'

// Each loads when first needed (issue 19: no PrimeReact on the sign-in card): the dialogs with the first
// confirm() or loadingDialog.start() (the request waits in its queue or machine meanwhile), the New Year theme
// in its season.
const ConfirmHost = lazy(() => import('@/ui/confirm-host').then((m) => ({ default: m.ConfirmHost })))
const LoadingDialogHost = lazy(() => import('./layouts/loading-dialog').then((m) => ({ default: m.LoadingDialogHost })))
const Seasonal = lazy(() => import('./layouts/snow').then((m) => ({ default: m.Seasonal })))

/**
 * Shell pieces mounted once for every route (signed in or not): the build-version reload rule, the
 * administrators' default accent from the initialization info, the confirm and loading dialogs, and
 * the seasonal New Year theme.
 */
export function ShellGlobals() {
  useSignals()
  const init = SessionContext.useSelector(selectInit)
  const loadingShown = useSelector(loadingDialogActor, selectLoadingShown)
  useEffect(() => {
    checkBuildVersion(BUILD.version, localStorage, () => location.reload())
  }, [])
  useEffect(() => {
    setSiteDefaultAccent(init?.defaultAccentColor ?? null)
  }, [init?.defaultAccentColor])
  return (
    <>
      <OnDemand when={confirmQueue.value.length > 0}>
        <ConfirmHost />
      </OnDemand>
      <OnDemand when={loadingShown}>
        <LoadingDialogHost />
      </OnDemand>
      {isNewYearSeason(new Date()) && (
        <LoadedPart silent>
          <Seasonal />
        </LoadedPart>
      )}
    </>
  )
}
