import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { ACCESS } from '../access'
import { areaRoute } from './area-route'
import { routeNames } from '@/texts/ru/routes'
import { resourceRoute } from '@/kit/resource-route'

const CertOrderingScreen = lazy(() => import('@/screens/achieve/cert-ordering-screen'))
const CertProcessingScreen = lazy(() => import('@/screens/achieve/cert-processing-screen'))
const PortfolioScreen = lazy(() => import('@/screens/achieve/portfolio-screen'))
const WorksScreen = lazy(() => import('@/screens/achieve/works-screen'))
const WorkScreen = lazy(() => import('@/screens/achieve/work-screen'))
const VerifierScreen = lazy(() => import('@/screens/achieve/verifier-screen'))
const RatingScreen = lazy(() => import('@/screens/achieve/rating-screen'))
const BypassScreen = lazy(() => import('@/screens/achieve/bypass-screen'))
const AppOrderingScreen = lazy(() => import('@/screens/achieve/app-ordering-screen'))
const ApplicationScreen = lazy(() => import('@/screens/achieve/application-screen'))
/** The portfolio's structure screens share one chunk. */
const structureScreen = (name: keyof typeof import('@/screens/achieve/portfolio-structure-screens')) =>
  lazy(() => import('@/screens/achieve/portfolio-structure-screens').then((m) => ({ default: m[name] })))
const CategoriesScreen = structureScreen('CategoriesScreen')
const TypesScreen = structureScreen('TypesScreen')
const EditCategoriesScreen = structureScreen('EditCategoriesScreen')
const EditTypesScreen = structureScreen('EditTypesScreen')
const EditAttrsScreen = structureScreen('EditAttrsScreen')
const PointsSettingsScreen = structureScreen('PointsSettingsScreen')
const viewScreen = (name: keyof typeof import('@/screens/achieve/portfolio-view-screens')) =>
  lazy(() => import('@/screens/achieve/portfolio-view-screens').then((m) => ({ default: m[name] })))
const ListWorksScreen = viewScreen('ListWorksScreen')
const CategoryWorksScreen = viewScreen('CategoryWorksScreen')
const SearchStudentsScreen = viewScreen('SearchStudentsScreen')
const OverviewScreen = viewScreen('OverviewScreen')
const AppListScreen = resourceRoute(
  () => import('@/api/achieve-resources').then((m) => m.appQueueResource),
  routeNames['/StudentApplication/List'],
)

const CategoriesRatesScreen = resourceRoute(
  () => import('@/api/portfolio-rates').then((m) => m.categoryRateResource),
  routeNames['/Portfolio/Admin/CategoriesRates'],
)

const certResource = (name: 'certJournalResource' | 'certKindResource', path: string) =>
  resourceRoute(() => import('@/api/cert-resources').then((m) => m[name]), routeNames[path])

const route = areaRoute('achieve')

/** Routes of the achieve area (spec 1 §2: Certificates and applications, Portfolio). */
export const achieveRoutes: RouteRecord[] = [
  route('/Certificates/Ordering', CertOrderingScreen, ACCESS.student),
  route('/Certificates/ProcessingList', CertProcessingScreen, ACCESS.certificates),
  route('/Certificates/Journal', certResource('certJournalResource', '/Certificates/Journal'), ACCESS.certificates),
  route('/Certificates/Settings', certResource('certKindResource', '/Certificates/Settings'), ACCESS.certificatesAdmin),
  route('/Portfolio/ListCategories', CategoriesScreen),
  route('/Portfolio/ListTypes/:categoryID', TypesScreen),
  route('/Portfolio/Overview', OverviewScreen),
  route('/Portfolio/ListWorks/:userID?/:categoryID?', ListWorksScreen),
  route('/Portfolio/ListWorksByCategory/:categoryName', CategoryWorksScreen),
  route('/portfolio', PortfolioScreen),
  route('/Portfolio/Works/:workID?', WorksScreen),
  route('/portfolio/searchStudents', SearchStudentsScreen, ACCESS.portfolioViewers),
  // One segment is a type (a new achievement of it), as this pattern comes first in the spec's table.
  route('/Portfolio/Work/:typeID/:workID?', WorkScreen),
  route('/Portfolio/Verifier/ListWorks', VerifierScreen, ACCESS.portfolioVerifiers),
  route('/Portfolio/PointsTable', RatingScreen),
  route('/Portfolio/Admin/EditCategories', EditCategoriesScreen, ACCESS.admin),
  route('/Portfolio/Admin/CategoriesRates', CategoriesRatesScreen, ACCESS.admin),
  route('/Portfolio/Admin/EditTypes/:categoryID', EditTypesScreen, ACCESS.admin),
  route('/Portfolio/Admin/EditAttrs/:typeID', EditAttrsScreen, ACCESS.admin),
  route('/Portfolio/Admin/PointsSettings/:categoryID?', PointsSettingsScreen, ACCESS.admin),
  route('/StudentApplication/Ordering', AppOrderingScreen, ACCESS.student),
  route('/StudentApplication/Application/:applicationID', ApplicationScreen, [
    ...ACCESS.student,
    ...ACCESS.applications,
  ]),
  route('/StudentApplication/List', AppListScreen, ACCESS.applications),
  route('/bypassSheet/list', BypassScreen, [...ACCESS.bypassSheet, ...ACCESS.student]),
]
