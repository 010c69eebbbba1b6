import { forwardRef, type ReactNode, type Ref } from 'react'
import { Link } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { SessionContext } from '@/hooks/session-context'
import { selectInit, selectIsSignedIn, selectRoles, selectUser } from '@/machines/session/session.selectors'
import { isSchoolXUser } from '@/lib/roles'
import { useUnreadChatCount, useUnreadMailCount } from '@/hooks/use-badges'
import { useSessionChild } from '@/hooks/use-session-child'
import { schoolXMode } from '@/settings/layout-mode'
import { schoolYear, schoolYears, setSchoolYear } from '@/settings/school-year'
import { commonTexts } from '@/texts/ru/common'
import { shellTexts } from '@/texts/ru/shell'
import { useFullscreen } from './use-fullscreen'

export type SettingsPanel = 'theme' | 'lowVision'

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count)
}

/** A round icon button or link with an accessible name and an optional unread badge. */
export const ToolButton = forwardRef(function ToolButton(
  {
    icon,
    label,
    badge,
    onClick,
    href,
    pressed,
    expanded,
    controls,
    className = '',
  }: {
    icon: string
    label: string
    badge?: number
    onClick?: (trigger: HTMLElement) => void
    href?: string
    pressed?: boolean
    expanded?: boolean
    controls?: string
    className?: string
  },
  ref: Ref<HTMLButtonElement>,
) {
  const content: ReactNode = (
    <>
      <span className={icon} aria-hidden />
      {!!badge && badge > 0 && (
        <span className="tool-badge" aria-hidden data-testid="tool-badge" data-count={badgeText(badge)} />
      )}
    </>
  )
  if (href)
    return (
      <Link href={href} className={`tool-button ${className}`} aria-label={label} title={label}>
        {content}
      </Link>
    )
  return (
    <button
      ref={ref}
      type="button"
      className={`tool-button ${className}`}
      aria-label={label}
      title={label}
      onClick={(e) => onClick?.(e.currentTarget)}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
    >
      {content}
    </button>
  )
})

export interface ToolbarProps {
  drawerId: string
  drawerExpanded: boolean
  onToggleDrawer: (trigger: HTMLElement) => void
  onOpenSettings: (panel: SettingsPanel, trigger: HTMLElement) => void
  onOpenQr?: (trigger: HTMLElement) => void
  settingsOpen: SettingsPanel | null
  now?: Date
}

/**
 * Top toolbar (spec 1 §2): menu toggle, title link (to / when signed in, else /Rasp/List), school-year
 * selector (school-X mode, signed in), full name, chat and mail with unread badges (+ compose),
 * theme and low-vision settings, fullscreen, logout or login.
 */
export function Toolbar({
  drawerId,
  drawerExpanded,
  onToggleDrawer,
  onOpenSettings,
  onOpenQr,
  settingsOpen,
  now = new Date(),
}: ToolbarProps) {
  useSignals()
  const session = SessionContext.useActorRef()
  const signedIn = SessionContext.useSelector(selectIsSignedIn)
  const user = SessionContext.useSelector(selectUser)
  const roles = SessionContext.useSelector(selectRoles)
  const init = SessionContext.useSelector(selectInit)
  const unreadChats = useUnreadChatCount()
  const unreadMail = useUnreadMailCount()
  const compose = useSessionChild('compose')
  const [fullscreen, toggleFullscreen] = useFullscreen()
  const showYear = signedIn && schoolXMode.value && isSchoolXUser(roles)
  const fullName = user
    ? [user.last_name, user.first_name, user.middle_name].filter(Boolean).join(' ') || user.shortFIO
    : ''
  return (
    <header className="toolbar" role="banner">
      <a href="#main" className="skip-link">
        {shellTexts.skipToContent}
      </a>
      {signedIn && (
        <ToolButton
          icon="pi pi-bars"
          label={shellTexts.menuToggle}
          onClick={onToggleDrawer}
          expanded={drawerExpanded}
          controls={drawerId}
        />
      )}
      <Link href={signedIn ? '/' : '/Rasp/List'} className="toolbar-title" aria-label={commonTexts.appName}>
        <img
          src={`${import.meta.env.BASE_URL}img/icons/svg/logo.svg`}
          alt=""
          width={28}
          height={28}
          className="toolbar-logo"
        />
        <span className="toolbar-title-long">{commonTexts.appName}</span>
        <span className="toolbar-title-short">{init?.shortName ?? commonTexts.shortName}</span>
      </Link>
      {showYear && (
        <label className="toolbar-year">
          <span className="sr-only">{shellTexts.schoolYear}</span>
          <select value={schoolYear.value} onChange={(e) => setSchoolYear(e.target.value)}>
            {schoolYears(now).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
      )}
      <span className="toolbar-spacer" />
      {signedIn && (
        <span className="toolbar-user" title={fullName}>
          {fullName}
        </span>
      )}
      <span className="toolbar-actions">
        {signedIn && init?.qrScannerEnabled && onOpenQr && (
          <ToolButton icon="pi pi-qrcode" label={shellTexts.qrScan} onClick={onOpenQr} />
        )}
        {signedIn && (
          <ToolButton
            icon="pi pi-comments"
            label={shellTexts.chatsWithCount(badgeText(unreadChats))}
            badge={unreadChats}
            href="/Chat"
          />
        )}
        {signedIn && (
          <ToolButton
            icon="pi pi-envelope"
            label={shellTexts.mailWithCount(badgeText(unreadMail))}
            badge={unreadMail}
            href="/mail"
          />
        )}
        {signedIn && (
          <ToolButton
            icon="pi pi-pencil"
            label={shellTexts.compose}
            onClick={() => compose?.send({ type: 'compose.open', request: {} })}
            className="hide-narrow"
          />
        )}
        <ToolButton
          icon="pi pi-palette"
          label={shellTexts.themeSettings}
          expanded={settingsOpen === 'theme'}
          onClick={(el) => onOpenSettings('theme', el)}
        />
        <ToolButton
          icon="pi pi-eye"
          label={shellTexts.lowVision}
          expanded={settingsOpen === 'lowVision'}
          onClick={(el) => onOpenSettings('lowVision', el)}
        />
        <ToolButton
          icon={fullscreen ? 'pi pi-window-minimize' : 'pi pi-window-maximize'}
          label={fullscreen ? shellTexts.fullscreenOff : shellTexts.fullscreenOn}
          pressed={fullscreen}
          onClick={() => toggleFullscreen()}
          className="hide-narrow"
        />
        {signedIn ? (
          <ToolButton
            icon="pi pi-sign-out"
            label={shellTexts.signOut}
            onClick={() => session.send({ type: 'logout.request' })}
          />
        ) : (
          <Link href="/login" className="toolbar-login">
            <span className="pi pi-sign-in" aria-hidden /> {shellTexts.signIn}
          </Link>
        )}
      </span>
    </header>
  )
}
