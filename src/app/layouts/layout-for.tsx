import type { ReactNode } from 'react'
import type { RouteLayout } from '../routes/types'
import { MainLayout } from './main-layout'
import { SchoolXLayout } from './school-x-layout'
import { VisitorLayout } from './visitor-layout'

type Frame = (props: { children: ReactNode; title?: string }) => ReactNode

/** No chrome at all (/mail/{type}/{id}, /Contests/Randomizer/, the sign-in pages). */
function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="layout-bare" tabIndex={-1}>
      {children}
    </main>
  )
}

/** Picks the frame a route asks for (spec 1 §2 route table: main, school X, empty, visitor-only). */
export const layoutRegistry: Record<RouteLayout, Frame> = {
  main: MainLayout,
  schoolX: SchoolXLayout,
  visitor: VisitorLayout,
  empty: EmptyLayout,
  bare: EmptyLayout,
}

export function LayoutFor({ layout, title, children }: { layout: RouteLayout; title?: string; children: ReactNode }) {
  const Frame = layoutRegistry[layout] ?? MainLayout
  return <Frame title={title}>{children}</Frame>
}
