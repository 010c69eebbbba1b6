import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { ACCESS } from '../access'
import { areaRoute } from './area-route'

const ChoiceDisciplinesScreen = lazy(() => import('@/screens/choice/choice-disciplines-screen'))
const ChoiceStatScreen = lazy(() => import('@/screens/choice/choice-stat-screen'))
const ChoiceSettingsScreen = lazy(() => import('@/screens/choice/choice-settings-screen'))
const route = areaRoute('choice')

/** The elective disciplines' choice (spec 1 §2 Education; issue 15), with the route table's roles. */
export const choiceRoutes: RouteRecord[] = [
  route('/Plans/ChoiceDisciplines', ChoiceDisciplinesScreen, ACCESS.student),
  route('/Plans/ChoiceDisciplinesStat', ChoiceStatScreen, ACCESS.deanOffice),
  route('/Plans/ChoiceDisciplinesSettings', ChoiceSettingsScreen, ACCESS.deanOffice),
]
