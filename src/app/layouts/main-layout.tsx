import type { ReactNode } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { hasRole, isSchoolXUser, ROLES } from '@/lib/roles'
import { newLayoutMode, schoolXMode } from '@/settings/layout-mode'
import { ShellFrame, type ShellVariant } from './shell-frame'

/** The school-X variant for a user: the 'New layout' only for the school-X administrator who switched it on. */
export function schoolXVariant(roles: readonly { name: string }[], newLayout: boolean): ShellVariant {
  return newLayout && hasRole(roles, ROLES.schoolXAdmin.name) ? 'schoolXNew' : 'schoolX'
}

/** The main frame; a school-X user who switched 'School X' on gets the school-X frame everywhere. */
export function MainLayout({ children, title }: { children: ReactNode; title?: string }) {
  useSignals()
  const roles = SessionContext.useSelector(selectRoles)
  const variant: ShellVariant =
    schoolXMode.value && isSchoolXUser(roles) ? schoolXVariant(roles, newLayoutMode.value) : 'main'
  return (
    <ShellFrame variant={variant} title={title}>
      {children}
    </ShellFrame>
  )
}
