import type { MenuNode } from '@/lib/menu.types'
import { MenuTree, onTreeKeyDown } from './menu-tree'
import { DrawerFooter } from './drawer-footer'

/** The drawer's content: the menu tree and the drawer footer. */
export function DrawerContent({ nodes, onNavigate }: { nodes: MenuNode[]; onNavigate?: () => void }) {
  return (
    // Arrow keys run through the whole drawer: the menu tree and the footer's links.
    <div className="drawer-content" onKeyDown={onTreeKeyDown}>
      <MenuTree nodes={nodes} onNavigate={onNavigate} keyboard={false} />
      <DrawerFooter onNavigate={onNavigate} />
    </div>
  )
}
