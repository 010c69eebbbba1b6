import { useEffect } from 'react'
import type { MenuNode } from '@/lib/menu.types'
import { lazy, prefetch } from '@/lib/lazy'
import { whenIdle } from '@/lib/idle'
import { OnDemand } from '@/ui/on-demand'
import { shellTexts } from '@/texts/ru/shell'
import { DrawerContent } from './drawer-content'

// PrimeReact's Sidebar (~4 KiB gzip) is for phones only: it loads on the first opening, and is fetched ahead once
// a phone's page is idle, so that first opening does not wait for the network (issue 19: the frame's bytes).
const loadMobileDrawer = () => import('./mobile-drawer')
const MobileDrawer = lazy(() => loadMobileDrawer().then((m) => ({ default: m.MobileDrawer })))

const prefetchMobileDrawer = prefetch(loadMobileDrawer)

function usePrefetchWhenIdle(active: boolean) {
  useEffect(() => (active ? whenIdle(prefetchMobileDrawer, 5_000) : undefined), [active])
}

/**
 * The side drawer. On tablets and desktops it sits beside the content: 'open' (full width), 'mini'
 * (icons only; expands over the content on hover or when a keyboard user tabs into it), 'closed'.
 * On phones it is hidden; the menu toggle opens it over the page (Esc or a link closes it).
 */
export function SideDrawer({
  id,
  nodes,
  mode,
  mobileOpen,
  onMobileHide,
  width,
}: {
  id: string
  nodes: MenuNode[]
  mode: 'open' | 'mini' | 'closed' | 'hidden'
  mobileOpen: boolean
  onMobileHide: () => void
  /** The school-X variants' own width (px); the main drawer's 260 comes from CSS. */
  width?: number
}) {
  usePrefetchWhenIdle(mode === 'hidden')
  if (mode === 'hidden') {
    return (
      <OnDemand when={mobileOpen}>
        <MobileDrawer id={id} nodes={nodes} visible={mobileOpen} onHide={onMobileHide} />
      </OnDemand>
    )
  }
  return (
    <nav
      id={id}
      aria-label={shellTexts.mainMenu}
      className="side-drawer"
      data-mode={mode}
      data-width={width}
      hidden={mode === 'closed'}
      style={width ? ({ '--drawer-width': `${width}px` } as React.CSSProperties) : undefined}
    >
      <div className="side-drawer-inner">
        <DrawerContent nodes={nodes} />
      </div>
    </nav>
  )
}
