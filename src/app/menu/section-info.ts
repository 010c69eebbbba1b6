import { allowedFor } from '../access'
import { SHELL_ROUTE_DATA, type ShellRouteData } from '../routes/shell-route-data'
import { fillPattern, matchPattern } from '../routes/route-patterns'
import { paramFallback, paramLabels, routeGroupNames } from '@/texts/ru/routes'
import type { MenuNode } from '@/lib/menu.types'
import { flattenMenu } from './build-menu'

export interface SectionLink {
  text: string
  url?: string
  href?: string
}

export interface SectionInfo {
  name: string
  /** 'Работа №15', … */
  params: string[]
  /** From the menu's root to the page (the page itself last, without a link). */
  breadcrumb: SectionLink[]
  subPages: SectionLink[]
}

export function paramText(key: string, value: string): string {
  const template = paramLabels[key] ?? paramFallback
  return template.replace('{k}', key).replace('{v}', value)
}

/**
 * What an honest section page shows (spec 1 §2 route table, issue 3): the route's name with its
 * parameters, the menu path that leads to it, and the sub-pages this user may open from there — the
 * menu entry's children, then the routes of the same section whose roles the user holds and whose
 * parameters are known.
 */
export function sectionInfo(
  route: ShellRouteData,
  path: string,
  params: Record<string, string | undefined>,
  menu: readonly MenuNode[],
  roles: readonly { name: string }[],
): SectionInfo {
  const shown = Object.entries(params).filter(([key, value]) => value !== undefined && !/^\d+$/.test(key)) as [
    string,
    string,
  ][]
  const entries = flattenMenu(menu)
  const here = entries.find(
    ({ node }) =>
      node.url && (node.url.toLowerCase() === path.toLowerCase() || matchPattern(route.path, node.url) !== null),
  )
  // Not in the menu itself: the way to its section is the way to a menu entry of the same section.
  const neighbour = here
    ? null
    : entries.find(
        ({ node }) =>
          node.url && SHELL_ROUTE_DATA.find((r) => matchPattern(r.path, node.url!) !== null)?.group === route.group,
      )
  const trail = here?.trail ?? neighbour?.trail ?? []
  const caption = (trail[0] ?? here?.node ?? neighbour?.node)?.group
  const breadcrumb: SectionLink[] = [
    ...(caption ? [{ text: caption }] : here || neighbour ? [] : [{ text: routeGroupNames[route.group] }]),
    ...trail.map((n) => ({ text: n.text, url: n.url })),
    { text: here?.node.text ?? route.name },
  ].filter((crumb, i, all) => i === 0 || crumb.text !== all[i - 1].text)
  const subPages: SectionLink[] = []
  const seen = new Set<string>([path.toLowerCase()])
  const push = (link: SectionLink) => {
    const key = (link.url ?? link.href ?? '').toLowerCase()
    if (!key || seen.has(key)) return
    seen.add(key)
    subPages.push(link)
  }
  for (const child of here?.node.children ?? []) push({ text: child.text, url: child.url, href: child.href })
  const known = Object.fromEntries(shown)
  for (const sibling of SHELL_ROUTE_DATA) {
    if (sibling.group !== route.group || sibling.page !== 'section' || sibling.access === 'guestOnly') continue
    if (!allowedFor(roles, sibling.roles)) continue
    const url = fillPattern(sibling.path, known)
    if (url) push({ text: sibling.name, url })
  }
  return { name: route.name, params: shown.map(([key, value]) => paramText(key, value)), breadcrumb, subPages }
}
