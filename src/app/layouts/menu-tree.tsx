import { useId, useState, type KeyboardEvent } from 'react'
import { Link, useLocation } from 'wouter'
import type { MenuNode } from '@/lib/menu.types'
import { shellTexts } from '@/texts/ru/shell'

/** Is `url` the current page or one of its ancestors ('/' only matches itself)? */
export function isActiveUrl(url: string | undefined, location: string): boolean {
  if (!url) return false
  const path = url.split('?')[0].replace(/\/+$/, '') || '/'
  if (path === '/') return location === '/'
  return location === path || location.startsWith(`${path}/`)
}

function containsActive(node: MenuNode, location: string): boolean {
  return isActiveUrl(node.url, location) || node.children.some((child) => containsActive(child, location))
}

/** The best (longest) matching url in the tree, so only one item is marked current. */
function activeUrl(nodes: MenuNode[], location: string): string | null {
  let best: string | null = null
  const walk = (list: MenuNode[]) => {
    for (const node of list) {
      if (isActiveUrl(node.url, location) && (!best || node.url!.length > best.length)) best = node.url!
      walk(node.children)
    }
  }
  walk(nodes)
  return best
}

/** Consecutive nodes sharing a group caption are rendered under that caption. */
export function groupNodes(nodes: MenuNode[]): { group: string | null; nodes: MenuNode[] }[] {
  const out: { group: string | null; nodes: MenuNode[] }[] = []
  for (const node of nodes) {
    const group = node.group ?? null
    const last = out[out.length - 1]
    if (last && last.group === group) last.nodes.push(node)
    else out.push({ group, nodes: [node] })
  }
  return out
}

function ItemLabel({ node }: { node: MenuNode }) {
  return (
    <>
      <span className={`menu-icon ${node.icon ?? 'pi pi-circle'}`} aria-hidden />
      <span className="menu-text">{node.text}</span>
    </>
  )
}

function MenuItem({
  node,
  current,
  location,
  onNavigate,
  depth,
}: {
  node: MenuNode
  current: string | null
  location: string
  onNavigate?: () => void
  depth: number
}) {
  const [open, setOpen] = useState(() => containsActive(node, location))
  const listId = useId()
  if (node.children.length > 0) {
    return (
      <li className="menu-node" data-depth={depth}>
        <button
          type="button"
          className="menu-link menu-group-toggle"
          aria-expanded={open}
          aria-controls={listId}
          data-menu-item
          onClick={() => setOpen((v) => !v)}
          title={node.text}
        >
          <ItemLabel node={node} />
          <span className={`menu-caret pi ${open ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden />
        </button>
        <ul id={listId} className="menu-list" hidden={!open}>
          {node.children.map((child) => (
            <MenuItem
              key={child.id}
              node={child}
              current={current}
              location={location}
              onNavigate={onNavigate}
              depth={depth + 1}
            />
          ))}
        </ul>
      </li>
    )
  }
  if (node.href && !node.url) {
    return (
      <li className="menu-node" data-depth={depth}>
        <a
          className="menu-link"
          href={node.href}
          data-menu-item
          title={node.text}
          {...(node.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          <ItemLabel node={node} />
          {node.newTab && <span className="pi pi-external-link menu-caret" aria-hidden />}
        </a>
      </li>
    )
  }
  const isCurrent = !!node.url && node.url === current
  return (
    <li className="menu-node" data-depth={depth}>
      <Link
        href={node.url ?? '/'}
        className={`menu-link${isCurrent ? ' active' : ''}`}
        aria-current={isCurrent ? 'page' : undefined}
        data-menu-item
        title={node.text}
        onClick={onNavigate}
      >
        <ItemLabel node={node} />
      </Link>
    </li>
  )
}

/** Arrow keys move between visible items; Right opens a group, Left closes it (or goes to its parent); Home/End. */
export function onTreeKeyDown(event: KeyboardEvent<HTMLElement>) {
  if (event.defaultPrevented) return
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-menu-item]')).filter(
    (el) => !el.closest('[hidden]'),
  )
  const index = items.indexOf(document.activeElement as HTMLElement)
  if (index < 0) return
  const active = items[index]
  const focus = (el: HTMLElement | undefined) => {
    if (!el) return
    event.preventDefault()
    el.focus()
  }
  switch (event.key) {
    case 'ArrowDown':
      return focus(items[index + 1])
    case 'ArrowUp':
      return focus(items[index - 1])
    case 'Home':
      return focus(items[0])
    case 'End':
      return focus(items[items.length - 1])
    case 'ArrowRight':
      if (active.getAttribute('aria-expanded') === 'false') {
        event.preventDefault()
        active.click()
      }
      return
    case 'ArrowLeft':
      if (active.getAttribute('aria-expanded') === 'true') {
        event.preventDefault()
        active.click()
        return
      }
      return focus(
        active.closest('ul.menu-list')?.closest('li')?.querySelector<HTMLElement>(':scope > [data-menu-item]') ??
          undefined,
      )
  }
}

/** The menu tree: groups, nested items, the current item marked, keyboard navigable. */
export function MenuTree({
  nodes,
  onNavigate,
  keyboard = true,
}: {
  nodes: MenuNode[]
  onNavigate?: () => void
  /** false when a container handles the arrows itself */ keyboard?: boolean
}) {
  const [location] = useLocation()
  const current = activeUrl(nodes, location)
  if (nodes.length === 0) return <p className="menu-empty muted">{shellTexts.menuEmpty}</p>
  return (
    <div className="menu-tree" onKeyDown={keyboard ? onTreeKeyDown : undefined}>
      {groupNodes(nodes).map((section, i) => (
        <div
          key={`${section.group ?? ''}-${i}`}
          className="menu-section"
          role="group"
          aria-label={section.group ?? undefined}
        >
          {section.group && (
            <div className="menu-group-caption" aria-hidden>
              {section.group}
            </div>
          )}
          <ul className="menu-list">
            {section.nodes.map((node) => (
              <MenuItem
                key={node.id}
                node={node}
                current={current}
                location={location}
                onNavigate={onNavigate}
                depth={0}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
