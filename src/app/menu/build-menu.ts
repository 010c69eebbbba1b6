import type { ServerMenuItem } from '@/api/init'
import { menuTexts } from '@/texts/ru/menu'
import type { ClientMenuItem, MenuNode } from '@/lib/menu.types'
import { contestItems, isItemVisible, type VisibilityContext } from './visibility'
import { LIBRARY_SECTION_ID } from './menu.data'
import type { LibraryLink } from './library-links'

export interface MenuSources {
  client: readonly ClientMenuItem[]
  server: readonly ServerMenuItem[]
  library: readonly LibraryLink[]
}

function clientNode(item: ClientMenuItem, ctx: VisibilityContext): MenuNode {
  const url = item.url?.replace('{userID}', String(ctx.userID ?? ''))
  return {
    id: String(item.id),
    text: item.text,
    icon: item.icon,
    url,
    href: item.href,
    newTab: item.newTab ?? Boolean(item.href),
    group: item.group,
    navbar: item.navbar,
    children: [],
  }
}

function serverNode(item: ServerMenuItem): MenuNode {
  const isIcon = item.linkImg?.startsWith('pi ')
  const external = /^https?:\/\//.test(item.href)
  return {
    id: `server-${item.menuItemID}`,
    text: item.text,
    icon: isIcon ? item.linkImg! : undefined,
    image: !isIcon && item.linkImg ? item.linkImg : undefined,
    url: external ? undefined : item.href,
    href: external ? item.href : undefined,
    newTab: item.newTab,
    group: menuTexts.groups.links,
    children: [],
  }
}

/** A node stays when it leads somewhere or holds a visible child. */
function prune(nodes: MenuNode[]): MenuNode[] {
  return nodes
    .map((node) => ({ ...node, children: prune(node.children) }))
    .filter((node) => node.url !== undefined || node.href !== undefined || node.children.length > 0)
}

/**
 * The menu tree for one user: client items, the generated contest entries and library links, and the
 * server's menu (init.menu), filtered by the visibility function; an item under a hidden parent is
 * hidden, and a section with nothing visible under it disappears.
 */
export function buildMenu(sources: MenuSources, ctx: VisibilityContext): MenuNode[] {
  const items = [...sources.client, ...contestItems(ctx.init?.contests ?? [], ctx)]
  const nodes = new Map<number, MenuNode>()
  const roots: MenuNode[] = []
  const visible = items.filter((item) => isItemVisible(item, ctx))
  for (const item of visible) nodes.set(item.id, clientNode(item, ctx))
  for (const item of visible) {
    const node = nodes.get(item.id)!
    if (item.parentID === undefined) roots.push(node)
    else nodes.get(item.parentID)?.children.push(node)
  }
  const library = nodes.get(LIBRARY_SECTION_ID)
  if (library && !ctx.init?.hideLinks) {
    for (const link of sources.library)
      library.children.push({ id: `library-${link.key}`, text: link.text, href: link.href, newTab: true, children: [] })
  }
  if (ctx.signedIn) {
    const serverNodes = new Map(sources.server.map((item) => [item.menuItemID, serverNode(item)]))
    for (const item of sources.server) {
      const node = serverNodes.get(item.menuItemID)!
      const parent = item.parentID ? (serverNodes.get(item.parentID) ?? nodes.get(item.parentID)) : undefined
      if (item.parentID && item.parentID !== item.menuItemID && parent) parent.children.push(node)
      else if (!item.parentID) roots.push(node)
    }
  }
  return prune(roots)
}

/** Depth-first list of a tree's nodes with their ancestors (for breadcrumbs and searches). */
export function flattenMenu(
  nodes: readonly MenuNode[],
  trail: MenuNode[] = [],
): { node: MenuNode; trail: MenuNode[] }[] {
  return nodes.flatMap((node) => [{ node, trail }, ...flattenMenu(node.children, [...trail, node])])
}
