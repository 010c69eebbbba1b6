import { useEffect } from 'react'
import { SessionContext } from '@/hooks/session-context'
import { selectInit } from '@/machines/session/session.selectors'
import { BUILD, checkBuildVersion } from '@/settings/build-version'
import { setSiteDefaultAccent } from '@/settings/theme'
import { ConfirmHost } from '@/ui/confirm'
import { LoadingDialogHost } from './layouts/loading-dialog'
import { Seasonal } from './layouts/snow'

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
    <>
      <ConfirmHost />
      <LoadingDialogHost />
      <Seasonal />
    </>
  )
}
