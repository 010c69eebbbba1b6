import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { ACCESS } from '../access'
import { areaRoute } from './area-route'
import { resourceRoute } from '@/kit/resource-route'
import { routeNames } from '@/texts/ru/routes'

const listScreen = (name: 'AllContestsScreen' | 'OpenContestsScreen') =>
  lazy(() => import('@/screens/achieve/contest-list-screen').then((m) => ({ default: m[name] })))
const ContestOpenScreen = lazy(() => import('@/screens/achieve/contest-open-screen'))
const ContestJudgingScreen = lazy(() => import('@/screens/achieve/contest-judging-screen'))
const ContestResultsScreen = lazy(() => import('@/screens/achieve/contest-results-screen'))
const ContestApplicationsScreen = lazy(() => import('@/screens/achieve/contest-applications-screen'))
const ContestOverviewScreen = lazy(() =>
  import('@/screens/achieve/contest-applications-screen').then((m) => ({ default: m.ContestOverviewScreen })),
)
const ContestSettingsScreen = lazy(() => import('@/screens/achieve/contest-settings-screen'))
const ContestRandomizerScreen = lazy(() => import('@/screens/achieve/contest-randomizer-screen'))

const ContestAdminScreen = resourceRoute(
  () => import('@/api/contests-admin').then((m) => m.contestAdminResource),
  routeNames['/Contests/Admin/'],
)

const route = areaRoute('achieve')

/** Routes of the contests (spec 1 §2 Contests; issue 16). */
export const contestsRoutes: RouteRecord[] = [
  route('/Contests/AllContests', listScreen('AllContestsScreen')),
  route('/Contests/ListContests/', listScreen('OpenContestsScreen')),
  route('/Contests/Open/:contestID', ContestOpenScreen),
  route('/Contests/JudgingContest/:contestID', ContestJudgingScreen),
  route('/Contests/ListApplications/:contestID', ContestApplicationsScreen, ACCESS.contestStaff),
  route('/Contests/OverviewMarks/:contestID', ContestOverviewScreen, ACCESS.contestStaff),
  route('/Contests/Results/:contestID', ContestResultsScreen, ACCESS.contestResults),
  route('/Contests/Admin/', ContestAdminScreen, ACCESS.contestAdmin),
  route('/Contests/SettingContest/:contestID', ContestSettingsScreen, ACCESS.contestAdmin),
  route('/Contests/Randomizer/', ContestRandomizerScreen, undefined, { access: 'public', layout: 'empty' }),
]
