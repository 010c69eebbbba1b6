import { Sidebar } from 'primereact/sidebar'
import type { MenuNode } from '@/lib/menu.types'
import { MenuTree, onTreeKeyDown } from './menu-tree'
import { DrawerFooter } from './drawer-footer'
import { shellTexts } from '@/texts/ru/shell'

/** The drawer's content: the menu tree and the drawer footer. */
function DrawerContent({ nodes, onNavigate }: { nodes: MenuNode[]; onNavigate?: () => void }) {
  return (
    // Arrow keys run through the whole drawer: the menu tree and the footer's links.
    <div className="drawer-content" onKeyDown={onTreeKeyDown}>
      <MenuTree nodes={nodes} onNavigate={onNavigate} keyboard={false} />
      <DrawerFooter onNavigate={onNavigate} />
    </div>
  )
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
  if (mode === 'hidden') {
    return (
      <Sidebar
        id={id}
        visible={mobileOpen}
        onHide={onMobileHide}
        position="left"
        className="mobile-drawer"
        ariaCloseLabel={shellTexts.closePanel}
        aria-label={shellTexts.mainMenu}
        role="dialog"
        aria-modal="true"
      >
        <nav aria-label={shellTexts.mainMenu} className="side-drawer-nav">
          <DrawerContent nodes={nodes} onNavigate={onMobileHide} />
        </nav>
      </Sidebar>
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
