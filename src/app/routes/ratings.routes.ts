import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { ACCESS } from '../access'
import { areaRoute } from './area-route'
import { routeNames } from '@/texts/ru/routes'
import { resourceRoute } from '@/kit/resource-route'

/** The rating tables share one chunk. */
const table = (name: keyof typeof import('@/screens/achieve/rating-table-screen')) =>
  lazy(() => import('@/screens/achieve/rating-table-screen').then((m) => ({ default: m[name] })))
const RatingStatScreen = lazy(() => import('@/screens/achieve/rating-stat-screen'))
const card = (name: keyof typeof import('@/screens/achieve/effective-card-screen')) =>
  lazy(() => import('@/screens/achieve/effective-card-screen').then((m) => ({ default: m[name] })))
const staff = (name: keyof typeof import('@/screens/achieve/effective-staff-screen')) =>
  lazy(() => import('@/screens/achieve/effective-staff-screen').then((m) => ({ default: m[name] })))
const IndicatorsScreen = resourceRoute(
  () => import('@/api/effective-resources').then((m) => m.ecIndicatorResource),
  routeNames['/EffectiveContractAdmin'],
)

const route = areaRoute('achieve')

/** Ratings and statistics of the portfolio, the effective contract (spec 1 §2 Portfolio, Effective contract; issue 16). */
export const ratingsRoutes: RouteRecord[] = [
  route('/portfolio/ratingAll/:competitionID?', table('StudentsRatingScreen')),
  route('/Portfolio/TeachersRating', table('TeachersRatingScreen'), ACCESS.teacherRating),
  route('/teachingStaffRating', table('DepartmentsRatingScreen'), ACCESS.teacherRating),
  route('/statFacultsPoints', table('FacultiesRatingScreen'), ACCESS.reports),
  route('/Portfolio/Verifier/teachersZavKaf', table('DepartmentTeachersScreen'), ACCESS.headsVerification),
  route('/portfolio/globalStat', RatingStatScreen, ACCESS.reports),
  // The fixed paths before /EffectiveContract/:teacherID?, which would take «Statistics» for a teacher.
  route('/EffectiveContract/ExcessIndicators/:teacherID?', card('ExcessIndicatorsScreen'), [
    ...ACCESS.teachers,
    ...ACCESS.effectiveContractViewer,
  ]),
  route('/EffectiveContract/Statistics', staff('EffectiveStatScreen'), ACCESS.effectiveContractViewer),
  route('/EffectiveContract/:teacherID?', card('EffectiveCardScreen'), [
    ...ACCESS.teachers,
    ...ACCESS.effectiveContractViewer,
  ]),
  route('/EffectiveContractAdmin', IndicatorsScreen, ACCESS.admin),
  route('/staff/EffectiveContract', staff('EffectiveStaffScreen'), ACCESS.effectiveContractViewer),
]
