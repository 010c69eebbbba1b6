import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { ACCESS } from '../access'
import { areaRoute } from './area-route'
import { routeNames } from '@/texts/ru/routes'
import { resourceRoute } from '@/kit/resource-route'

const DormAbitScreen = lazy(() => import('@/screens/achieve/dorm-abit-screen'))
const DormRequestScreen = lazy(() => import('@/screens/achieve/dorm-request-screen'))
const DormDateScreen = lazy(() => import('@/screens/achieve/dorm-date-screen'))
const DormResultScreen = lazy(() => import('@/screens/achieve/dorm-result-screen'))
const DormSelectionScreen = lazy(() => import('@/screens/achieve/dorm-selection-screen'))
const DormDashboardScreen = lazy(() => import('@/screens/achieve/dorm-dashboard-screen'))
const resource = (name: 'dormOddsResource' | 'dormSlotResource' | 'dormResidentResource', path: string) =>
  resourceRoute(() => import('@/api/dormitory-resources').then((m) => m[name]), routeNames[path])
const DASHBOARD = '/Dormitory/Admin/сompetitionDashboard/:concestID' // the Cyrillic «с» as the spec writes it

const route = areaRoute('achieve')

/** Routes of the dormitory contest (spec 1 §2 Dormitory, §6 dormitory roles; issue 16). */
export const dormitoryRoutes: RouteRecord[] = [
  route('/Dormitory/Abit', DormAbitScreen, ACCESS.dormitoryApplicant),
  route('/Dormitory/List', resource('dormResidentResource', '/Dormitory/List'), ACCESS.dormitoryApplicant),
  route('/Dormitory/Admin/AdminConcestSelection', DormSelectionScreen, ACCESS.dormitoryAdmin),
  route(DASHBOARD, DormDashboardScreen, ACCESS.dormitoryAdmin),
  route(
    '/Dormitory/Admin/editingOdds/',
    resource('dormOddsResource', '/Dormitory/Admin/editingOdds/'),
    ACCESS.dormitoryAdmin,
  ),
  route(
    '/Dormitory/Admin/dateSettlementEditing/',
    resource('dormSlotResource', '/Dormitory/Admin/dateSettlementEditing/'),
    ACCESS.dormitoryAdmin,
  ),
  route('/Contests/Dormitory/Request/:concestID', DormRequestScreen, ACCESS.dormitoryApplicant),
  route('/Contests/Dormitory/SelectDate/:concestID', DormDateScreen, ACCESS.dormitoryApplicant),
  route('/Contests/Dormitory/ResultDormitoryContests/:concestID', DormResultScreen, ACCESS.dormitoryApplicant),
]
