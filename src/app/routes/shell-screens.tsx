import { lazy } from '@/lib/lazy'
import type { ShellRouteData } from './shell-route-data'

export const ForbiddenScreen = lazy(() => import('@/screens/errors/forbidden-screen'))
export const ServerErrorScreen = lazy(() => import('@/screens/errors/server-error-screen'))
export const UnauthorizedScreen = lazy(() => import('@/screens/errors/unauthorized-screen'))
export const TechWorksScreen = lazy(() => import('@/screens/errors/tech-works-screen'))

// The shell's computed pages (shell-pages.tsx) load with the first of them, never on the sign-in pages.
const pages = () => import('./shell-pages')
export const MenuPage = lazy(() => pages().then((m) => ({ default: m.MenuPage })))
export const OpenWorkPage = lazy(() => pages().then((m) => ({ default: m.OpenWorkPage })))
export const WwwPage = lazy(() => pages().then((m) => ({ default: m.WwwPage })))
export const RpdPage = lazy(() => pages().then((m) => ({ default: m.RpdPage })))

/** A section page of one route of the shell's table (what it shows: shell-pages.tsx). */
export const sectionPage = (route: ShellRouteData) =>
  // Named before it loads: tests tell a section page from an area's screen in the route table by it.
  Object.assign(
    lazy(() => pages().then((m) => ({ default: m.sectionPage(route) }))),
    { displayName: `Section(${route.path})` },
  )
