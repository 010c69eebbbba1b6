import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { ACCESS } from '../access'
import { areaRoute } from './area-route'

const CompetencyScreen = lazy(() => import('@/screens/achieve/competency-screen'))
const CompetencyListScreen = lazy(() => import('@/screens/achieve/competency-list-screen'))
const CompetencyStatScreen = lazy(() => import('@/screens/achieve/competency-stat-screen'))

const route = areaRoute('achieve')

/** Teacher competency self-assessment, the heads' list and the statistics (spec 1 §2 Education; issue 16). */
export const competencyRoutes: RouteRecord[] = [
  route('/Teacher/competency', CompetencyScreen, ACCESS.teachers),
  route('/TeacherCompetencyAssessment/TeacherList', CompetencyListScreen, ACCESS.competency),
  route('/TeacherCompetencyAssessment/Stat', CompetencyStatScreen, ACCESS.competency),
]
