import type { ReactNode } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { newLayoutMode } from '@/settings/layout-mode'
import { ShellFrame } from './shell-frame'
import { schoolXVariant } from './main-layout'

/** The school-X frame (drawer 327 px); the administrator's 'New layout' adds a page-title bar and a 20/93/327 drawer. */
export function SchoolXLayout({ children, title }: { children: ReactNode; title?: string }) {
  useSignals()
  const roles = SessionContext.useSelector(selectRoles)
  return (
    <ShellFrame variant={schoolXVariant(roles, newLayoutMode.value)} title={title}>
      {children}
    </ShellFrame>
  )
}
