import { Sidebar } from 'primereact/sidebar'
import type { MenuNode } from '@/lib/menu.types'
import { shellTexts } from '@/texts/ru/shell'
import { DrawerContent } from './drawer-content'

/** The phone's drawer: the menu over the page (Esc or a link closes it). Loaded on the first opening. */
export function MobileDrawer({
  id,
  nodes,
  visible,
  onHide,
}: {
  id: string
  nodes: MenuNode[]
  visible: boolean
  onHide: () => void
}) {
  return (
    <Sidebar
      id={id}
      visible={visible}
      onHide={onHide}
      position="left"
      className="mobile-drawer"
      ariaCloseLabel={shellTexts.closePanel}
      aria-label={shellTexts.mainMenu}
      role="dialog"
      aria-modal="true"
    >
      <nav aria-label={shellTexts.mainMenu} className="side-drawer-nav">
        <DrawerContent nodes={nodes} onNavigate={onHide} />
      </nav>
    </Sidebar>
  )
}
