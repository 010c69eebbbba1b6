import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { useActorRef, useSelector } from '@xstate/react'
import { MODAL_ABOVE_PANELS } from '@/lib/constants/shell'
import { SessionContext } from '@/hooks/session-context'
import { selectIsConfirmingLogout, selectIsSignedIn } from '@/machines/session/session.selectors'
import { useVisibleMenu } from '../menu/use-visible-menu'
import { signedInExtensions } from '../shell-extensions'
import { qrScanMachine } from '@/machines/shell/qr-scan.machine'
import { SCHOOL_X_DRAWER_WIDTH } from '@/lib/constants/shell'
import { commonTexts } from '@/texts/ru/common'
import { shellTexts } from '@/texts/ru/shell'
import { InactiveBanner } from './inactive-banner'
import { selectQrVisible } from '@/machines/shell/qr-scan.selectors'
import { lazy } from '@/lib/lazy'
import { OnDemand } from '@/ui/on-demand'
import { demoQuietPrompts } from '@/settings/demo-prompts'
import {
  cycleNewLayoutWidth,
  drawerChoice,
  drawerModeFor,
  newLayoutWidth,
  setDrawerChoice,
  toggledChoice,
  useBreakpoint,
} from './breakpoints'
import { Toolbar, type SettingsPanel } from './toolbar'
import { SideDrawer } from './side-drawer'
import { AppFooter } from './app-footer'
import { BottomNav } from './bottom-nav'
import { ScrollButtons } from './scroll-buttons'
import './shell.css'

/** main: 260 px drawer; schoolX: 327 px; schoolXNew: the school-X administrator's 'New layout' (page-title bar, drawer 20/93/327). */
export type ShellVariant = 'main' | 'schoolX' | 'schoolXNew'

const DRAWER_ID = 'app-drawer'

// What the frame shows only when asked (the settings drawer, the QR scanner, the sign-out question) loads then.
const SettingsDrawer = lazy(() => import('./settings-drawer').then((module) => ({ default: module.SettingsDrawer })))
const QrScanDialog = lazy(() => import('./qr-scan-dialog').then((module) => ({ default: module.QrScanDialog })))
const ConfirmDialog = lazy(() =>
  import('primereact/confirmdialog').then((module) => ({ default: module.ConfirmDialog })),
)

function returnFocusLater(el: HTMLElement | null) {
  setTimeout(() => el?.focus?.(), 0)
}

/** The signed-in frame (spec 1 §2 Shell): toolbar, drawer, content, footer, bottom navigation and the shell's dialogs. */
export function ShellFrame({
  variant,
  title,
  children,
}: {
  variant: ShellVariant
  title?: string
  children: ReactNode
}) {
  useSignals()
  const session = SessionContext.useActorRef()
  const signedIn = SessionContext.useSelector(selectIsSignedIn)
  const confirmingLogout = SessionContext.useSelector(selectIsConfirmingLogout)
  const nodes = useVisibleMenu()
  const breakpoint = useBreakpoint()
  const [location] = useLocation()
  const [mobileOpen, setMobileOpen] = useState(false)
  const [panel, setPanel] = useState<SettingsPanel | null>(null)
  const panelTrigger = useRef<HTMLElement | null>(null)
  const qrTrigger = useRef<HTMLElement | null>(null)
  const drawerTrigger = useRef<HTMLElement | null>(null)
  const qr = useActorRef(qrScanMachine)
  const qrVisible = useSelector(qr, selectQrVisible)

  // The toolbar may wrap (large fonts): the sticky drawer sits below its real height.
  const shellRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const shell = shellRef.current
    const toolbar = shell?.querySelector<HTMLElement>('.toolbar')
    if (!shell || !toolbar || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => shell.style.setProperty('--toolbar-h', `${toolbar.offsetHeight}px`))
    observer.observe(toolbar)
    return () => observer.disconnect()
  }, [])

  // A page change closes the phone drawer.
  useEffect(() => setMobileOpen(false), [location])

  const newLayout = variant === 'schoolXNew'
  // The mini variant belongs to the main shell; the school-X frame starts open at 327 px.
  const mode = newLayout
    ? breakpoint === 'mobile'
      ? 'hidden'
      : 'open'
    : drawerModeFor(breakpoint, drawerChoice.value ?? (variant === 'schoolX' ? 'open' : null))
  const width = newLayout ? newLayoutWidth.value : variant === 'schoolX' ? SCHOOL_X_DRAWER_WIDTH : undefined
  const drawerExpanded = breakpoint === 'mobile' ? mobileOpen : newLayout ? newLayoutWidth.value > 93 : mode === 'open'

  const toggleDrawer = (trigger?: HTMLElement) => {
    drawerTrigger.current = trigger ?? null
    if (breakpoint === 'mobile') setMobileOpen((open) => !open)
    else if (newLayout) cycleNewLayoutWidth()
    else setDrawerChoice(toggledChoice(breakpoint, mode))
  }
  const openSettings = (next: SettingsPanel, trigger: HTMLElement) => {
    panelTrigger.current = trigger
    setPanel((current) => (current === next ? null : next))
  }
  const hideSettings = () => {
    setPanel(null)
    returnFocusLater(panelTrigger.current)
  }

  return (
    <div ref={shellRef} className={`shell shell-${variant}`} data-breakpoint={breakpoint} data-signed-in={signedIn}>
      <Toolbar
        drawerId={DRAWER_ID}
        drawerExpanded={drawerExpanded}
        onToggleDrawer={toggleDrawer}
        onOpenSettings={openSettings}
        onOpenQr={(trigger) => {
          qrTrigger.current = trigger
          qr.send({ type: 'scanner.open' })
        }}
        settingsOpen={panel}
      />
      {signedIn && !demoQuietPrompts.value && <InactiveBanner />}
      {newLayout && (
        <div className="page-title-bar">
          <button
            type="button"
            className="tool-button"
            aria-label={shellTexts.drawerWidth(newLayoutWidth.value)}
            title={shellTexts.drawerWidth(newLayoutWidth.value)}
            onClick={cycleNewLayoutWidth}
          >
            <span className="pi pi-arrows-h" aria-hidden />
          </button>
          <span className="page-title-bar-title">{title ?? commonTexts.appName}</span>
        </div>
      )}
      <div className="shell-body">
        {signedIn && (
          <SideDrawer
            id={DRAWER_ID}
            nodes={nodes}
            mode={mode}
            mobileOpen={mobileOpen}
            onMobileHide={() => {
              setMobileOpen(false)
              returnFocusLater(drawerTrigger.current)
            }}
            width={width}
          />
        )}
        <div className="shell-main">
          <main id="main" className="content" tabIndex={-1}>
            {children}
          </main>
          <AppFooter />
        </div>
      </div>
      <ScrollButtons />
      {signedIn && breakpoint === 'mobile' && <BottomNav />}
      <OnDemand when={panel !== null}>
        <SettingsDrawer panel={panel} onHide={hideSettings} />
      </OnDemand>
      <OnDemand when={qrVisible}>
        <QrScanDialog actor={qr} returnFocus={() => qrTrigger.current?.focus()} />
      </OnDemand>
      <OnDemand when={confirmingLogout}>
        <ConfirmDialog
          // Above the non-modal lesson-review panel, which may open by itself after this question was asked.
          baseZIndex={MODAL_ABOVE_PANELS}
          visible={confirmingLogout}
          onHide={() => session.send({ type: 'logout.cancel' })}
          message={commonTexts.confirmSignOut}
          header={commonTexts.signOut}
          acceptLabel={commonTexts.yes}
          rejectLabel={commonTexts.no}
          accept={() => session.send({ type: 'logout.confirm' })}
          reject={() => session.send({ type: 'logout.cancel' })}
        />
      </OnDemand>
      {signedIn && signedInExtensions.map((Extension, i) => <Extension key={i} />)}
    </div>
  )
}
