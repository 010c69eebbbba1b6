import { lazy } from 'react'
import type { RouteRecord } from './types'
import { ACCESS } from '../access'
import { routeNames } from '@/texts/ru/routes'
import { browserTitleFor } from './shell-route-data'

/** The rating tables share one chunk. */
const table = (name: keyof typeof import('@/screens/achieve/rating-table-screen')) =>
  lazy(() => import('@/screens/achieve/rating-table-screen').then((m) => ({ default: m[name] })))
const RatingStatScreen = lazy(() => import('@/screens/achieve/rating-stat-screen'))

/** A route of the portfolio's ratings with the spec's path, roles, name and browser title. */
const route = (path: string, screen: RouteRecord['screen'], roles?: readonly string[]): RouteRecord => ({
  path,
  screen,
  access: 'signedIn',
  layout: 'main',
  area: 'achieve',
  roles,
  name: routeNames[path],
  title: browserTitleFor(path),
})

/** Ratings and statistics of the portfolio (spec 1 §2 Portfolio; issue 16). */
export const ratingsRoutes: RouteRecord[] = [
  route('/portfolio/ratingAll/:competitionID?', table('StudentsRatingScreen')),
  route('/Portfolio/TeachersRating', table('TeachersRatingScreen'), ACCESS.teacherRating),
  route('/teachingStaffRating', table('DepartmentsRatingScreen'), ACCESS.teacherRating),
  route('/statFacultsPoints', table('FacultiesRatingScreen'), ACCESS.reports),
  route('/Portfolio/Verifier/teachersZavKaf', table('DepartmentTeachersScreen'), ACCESS.headsVerification),
  route('/portfolio/globalStat', RatingStatScreen, ACCESS.reports),
]
