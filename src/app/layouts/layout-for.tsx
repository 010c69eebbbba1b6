import type { ComponentType, ReactNode } from 'react'
import { lazy, Suspense } from '@/lib/lazy'
import type { RouteLayout } from '../routes/types'
import { PageLoading } from '@/ui/page-loading'

type Frame = ComponentType<{ children: ReactNode; title?: string }>

// The frames with chrome (toolbar, menu, drawers, settings, the footer's version dialog) load with the first page
// that has one, never on the sign-in pages (issue 19: they stay out of the login route's JS).
const loadMain = () => import('./main-layout')
const MainLayout = lazy(() => loadMain().then((m) => ({ default: m.MainLayout })))
const SchoolXLayout = lazy(() => import('./school-x-layout').then((m) => ({ default: m.SchoolXLayout })))
const VisitorLayout = lazy(() => import('./visitor-layout').then((m) => ({ default: m.VisitorLayout })))

/** More chunks a signed-in user needs soon: app.tsx adds the whole route table's (the menu's links lead there). */
export const signedInPreloads: (() => Promise<unknown>)[] = []

/**
 * A user is about to be signed in (they touch the sign-in card, their token is checked): fetch the main
 * frame and the home page meanwhile, so the first signed-in page needs no second round of chunks.
 */
export function preloadSignedInFrame(): Promise<unknown> {
  return Promise.all([loadMain(), import('@/screens/home/home-screen'), ...signedInPreloads.map((load) => load())])
}

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
  return (
    <Suspense fallback={<PageLoading />}>
      <Frame title={title}>{children}</Frame>
    </Suspense>
  )
}
