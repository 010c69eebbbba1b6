import type { MenuNode } from '@/lib/menu.types'
import { shellPageTexts as t } from '@/texts/ru/shell-pages'
import { LinkTo } from './section-screen'
import './section.css'

function Tree({ nodes }: { nodes: MenuNode[] }) {
  return (
    <ul className="menu-tree">
      {nodes.map((node) => (
        <li key={node.id}>
          {node.url || node.href ? (
            <LinkTo link={{ text: node.text, url: node.url, href: node.href }} icon={node.icon} />
          ) : (
            <span className="menu-caption">
              {node.icon && <span className={node.icon} aria-hidden />}
              {node.text}
            </span>
          )}
          {node.children.length > 0 && <Tree nodes={node.children} />}
        </li>
      ))}
    </ul>
  )
}

/** Groups top-level nodes by their caption, in order of first appearance. */
function byGroup(nodes: MenuNode[]): [string, MenuNode[]][] {
  const groups = new Map<string, MenuNode[]>()
  for (const node of nodes) {
    const key = node.group ?? ''
    groups.set(key, [...(groups.get(key) ?? []), node])
  }
  return [...groups.entries()]
}

/** /Menu: the whole menu as a page (used on phones from the bottom navigation). */
export default function MenuScreen({ menu }: { menu: MenuNode[] }) {
  return (
    <div className="menu-page">
      <h1>{t.menuTitle}</h1>
      {menu.length === 0 && <p>{t.menuEmpty}</p>}
      {byGroup(menu).map(([group, nodes], i) => (
        <section key={group || i} className="menu-group" aria-labelledby={`menu-group-${i}`}>
          {group ? (
            <h2 id={`menu-group-${i}`}>{group}</h2>
          ) : (
            <h2 id={`menu-group-${i}`} className="sr-only">
              {t.menuTitle}
            </h2>
          )}
          <nav aria-labelledby={`menu-group-${i}`}>
            {/* A group holding one section of the same name shows the section's entries directly. */}
            <Tree
              nodes={
                nodes.length === 1 && nodes[0].text === group && !nodes[0].url && !nodes[0].href
                  ? nodes[0].children
                  : nodes
              }
            />
          </nav>
        </section>
      ))}
    </div>
  )
}
