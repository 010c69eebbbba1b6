import type { ReactNode } from 'react'
import type { RouteLayout } from '../routes/types'
import { MainLayout } from './main-layout'

/** Picks the frame a route asks for; the shell area adds the school-X and visitor frames. */
export const layoutRegistry: Partial<Record<RouteLayout, (props: { children: ReactNode; title?: string }) => ReactNode>> = {
  main: MainLayout,
}

export function LayoutFor({ layout, title, children }: { layout: RouteLayout; title?: string; children: ReactNode }) {
  const Frame = layoutRegistry[layout] ?? (layout === 'bare' || layout === 'empty' ? null : MainLayout)
  if (!Frame) return <main className="layout-bare">{children}</main>
  return <Frame title={title}>{children}</Frame>
}
