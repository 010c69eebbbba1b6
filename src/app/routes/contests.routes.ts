import { lazy } from 'react'
import type { RouteRecord } from './types'
import { ACCESS } from '../access'
import { routeNames } from '@/texts/ru/routes'
import { browserTitleFor } from './shell-route-data'

const listScreen = (name: 'AllContestsScreen' | 'OpenContestsScreen') =>
  lazy(() => import('@/screens/achieve/contest-list-screen').then((m) => ({ default: m[name] })))
const ContestOpenScreen = lazy(() => import('@/screens/achieve/contest-open-screen'))
const ContestJudgingScreen = lazy(() => import('@/screens/achieve/contest-judging-screen'))
const ContestResultsScreen = lazy(() => import('@/screens/achieve/contest-results-screen'))
const ContestApplicationsScreen = lazy(() => import('@/screens/achieve/contest-applications-screen'))
const ContestOverviewScreen = lazy(() =>
  import('@/screens/achieve/contest-applications-screen').then((m) => ({ default: m.ContestOverviewScreen })),
)
const ContestRandomizerScreen = lazy(() => import('@/screens/achieve/contest-randomizer-screen'))

/** A contests route with the spec's path, roles, name and browser title (as the shell's route data has them). */
const route = (
  path: string,
  screen: RouteRecord['screen'],
  roles?: readonly string[],
  frame: Pick<RouteRecord, 'access' | 'layout'> = { access: 'signedIn', layout: 'main' },
): RouteRecord => ({
  path,
  screen,
  ...frame,
  area: 'achieve',
  roles,
  name: routeNames[path],
  title: browserTitleFor(path),
})

/** Routes of the contests (spec 1 §2 Contests; issue 16). */
export const contestsRoutes: RouteRecord[] = [
  route('/Contests/AllContests', listScreen('AllContestsScreen')),
  route('/Contests/ListContests/', listScreen('OpenContestsScreen')),
  route('/Contests/Open/:contestID', ContestOpenScreen),
  route('/Contests/JudgingContest/:contestID', ContestJudgingScreen),
  route('/Contests/ListApplications/:contestID', ContestApplicationsScreen, ACCESS.contestStaff),
  route('/Contests/OverviewMarks/:contestID', ContestOverviewScreen, ACCESS.contestStaff),
  route('/Contests/Results/:contestID', ContestResultsScreen, ACCESS.contestResults),
  route('/Contests/Randomizer/', ContestRandomizerScreen, undefined, { access: 'public', layout: 'empty' }),
]
