import { useMemo } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { MenuNode } from '@/lib/menu.types'
import { SessionContext } from '@/hooks/session-context'
import { selectInit, selectIsSignedIn, selectUser } from '@/machines/session/session.selectors'
import { betaMode, schoolXMode } from '@/settings/layout-mode'
import { hasRole, isSchoolXUser, ROLES } from '@/lib/roles'
import { CLIENT_MENU } from './menu.data'
import { buildMenu } from './build-menu'
import { buildLibraryLinks } from './library-links'
import { libraryFor, periodsFor } from './menu-sources'

/**
 * The menu tree the signed-in user may see: the client items (menu.data.ts), contest entries, library
 * links and the server's menu from the initialization info, filtered by the spec 1 §6 visibility
 * function (visibility.ts). The drawer, the bottom navigation and the /Menu page all render this.
 */
export function useVisibleMenu(): MenuNode[] {
  useSignals()
  const signedIn = SessionContext.useSelector(selectIsSignedIn)
  const user = SessionContext.useSelector(selectUser)
  const init = SessionContext.useSelector(selectInit)
  const userID = user?.userID ?? null
  const roles = user?.roles
  const beta = betaMode.value
  const schoolX = schoolXMode.value
  const library = libraryFor(userID)
  const periods = periodsFor(userID)
  return useMemo(() => {
    const userRoles = roles ?? []
    const links =
      library && userID !== null
        ? buildLibraryLinks(
            library,
            { userID, isStudent: hasRole(userRoles, ROLES.student.name) },
            Math.floor(Date.now() / 1000),
            { hideTrajectory: init?.hideTrajectory },
          )
        : []
    return buildMenu(
      { client: CLIENT_MENU, server: init?.menu ?? [], library: links },
      {
        signedIn,
        userID,
        roles: userRoles,
        init,
        beta,
        schoolXMode: schoolX && isSchoolXUser(userRoles),
        host: typeof location === 'undefined' ? '' : location.hostname,
        periods,
      },
    )
  }, [signedIn, userID, roles, init, beta, schoolX, library, periods])
}
