import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { shellRoutes } from './shell.routes'

const AdminWorksScreen = lazy(() => import('@/screens/nir/admin-works-screen'))
const RecountPointsScreen = lazy(() => import('@/screens/nir/recount-points-screen'))
const AuthorWorksScreen = lazy(() => import('@/screens/nir/author-works-screen'))
const IprTestScreen = lazy(() => import('@/screens/nir/ipr-test-screen'))

/** The shell's record of a spec path (its access, layout, title, name and roles stay as spec 1 §2 has them). */
function shell(path: string): RouteRecord {
  const record = shellRoutes.find((r) => r.path === path)
  if (!record) throw new Error(`no shell route ${path}`)
  return record
}

/**
 * The research admin's screens (spec 1 §2 Admin: /Admin/ListWorksAdmin, /listWorksAdmin — one screen, the
 * spec tells them apart nowhere —, /Admin/recountPoints, /Admin/setAuthorWorks) and the library access
 * check /Library/IPRTest (spec 1 §2 Science; in the menu on test hosts only).
 */
export const nirAdminRoutes: RouteRecord[] = [
  { ...shell('/Admin/ListWorksAdmin'), screen: AdminWorksScreen, area: 'nir' },
  { ...shell('/listWorksAdmin'), screen: AdminWorksScreen, area: 'nir' },
  { ...shell('/Admin/recountPoints'), screen: RecountPointsScreen, area: 'nir' },
  { ...shell('/Admin/setAuthorWorks'), screen: AuthorWorksScreen, area: 'nir' },
  { ...shell('/Library/IPRTest'), screen: IprTestScreen, area: 'nir' },
]
