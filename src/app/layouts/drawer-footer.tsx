import { useId } from 'react'
import { Link } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { Switch } from '@/ui/switch'
import { SessionContext } from '@/hooks/session-context'
import { selectRoles } from '@/machines/session/session.selectors'
import { hasRole, isSchoolXUser, ROLES } from '@/lib/roles'
import {
  NEW_LAYOUT_KEY,
  SCHOOL_X_MODE_KEY,
  newLayoutMode,
  schoolXMode,
  switchModeAndReload,
} from '@/settings/layout-mode'
import { shellTexts } from '@/texts/ru/shell'

/** The installable mobile app lives next to the cabinet on the same host (spec 1 §2: /webapppwa). */
export const PWA_URL = '/webapppwa'

function ModeSwitch({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (on: boolean) => void
}) {
  const id = useId()
  return (
    <div className="drawer-switch">
      <Switch id={id} checked={checked} onChange={onChange} />
      <label htmlFor={id} className="menu-text">
        {label}
      </label>
    </div>
  )
}

/**
 * Drawer footer (spec 1 §2): PWA link, feedback, back to site, logout; 'School X' switch for any
 * 'ШколаХ…' role and 'New layout' for the school-X administrator. Both switches persist and reload.
 */
export function DrawerFooter({ onNavigate, reload }: { onNavigate?: () => void; reload?: () => void }) {
  useSignals()
  const session = SessionContext.useActorRef()
  const roles = SessionContext.useSelector(selectRoles)
  const schoolXUser = isSchoolXUser(roles)
  const schoolXAdmin = hasRole(roles, ROLES.schoolXAdmin.name)
  return (
    <div className="drawer-footer" role="group" aria-label={shellTexts.drawerFooter}>
      <ul className="menu-list">
        <li>
          <a className="menu-link" href={PWA_URL} data-menu-item title={shellTexts.pwa}>
            <span className="menu-icon pi pi-mobile" aria-hidden />
            <span className="menu-text">{shellTexts.pwa}</span>
          </a>
        </li>
        <li>
          <Link href="/feedback" className="menu-link" data-menu-item title={shellTexts.feedback} onClick={onNavigate}>
            <span className="menu-icon pi pi-comment" aria-hidden />
            <span className="menu-text">{shellTexts.feedback}</span>
          </Link>
        </li>
        <li>
          <a
            className="menu-link"
            href={shellTexts.siteUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-menu-item
            title={shellTexts.backToSite}
          >
            <span className="menu-icon pi pi-globe" aria-hidden />
            <span className="menu-text">{shellTexts.backToSite}</span>
          </a>
        </li>
        <li>
          <button
            type="button"
            className="menu-link"
            data-menu-item
            title={shellTexts.signOut}
            onClick={() => session.send({ type: 'logout.request' })}
          >
            <span className="menu-icon pi pi-sign-out" aria-hidden />
            <span className="menu-text">{shellTexts.signOut}</span>
          </button>
        </li>
      </ul>
      {schoolXUser && (
        <ModeSwitch
          label={shellTexts.schoolXSwitch}
          checked={schoolXMode.value}
          onChange={(on) => switchModeAndReload(SCHOOL_X_MODE_KEY, on, reload)}
        />
      )}
      {schoolXAdmin && (
        <ModeSwitch
          label={shellTexts.newLayoutSwitch}
          checked={newLayoutMode.value}
          onChange={(on) => switchModeAndReload(NEW_LAYOUT_KEY, on, reload)}
        />
      )}
    </div>
  )
}
