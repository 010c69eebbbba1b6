import type { MenuNode } from './menu.types'

/**
 * The menu tree the signed-in user may see. The shell's menu module replaces this body with the
 * real merge of client and server items and the spec 1 §6 visibility function.
 */
export function useVisibleMenu(): MenuNode[] {
  return []
}
