import { lazy } from 'react'
import { ACCESS } from '../access'
import type { RouteRecord } from './types'

const FeedbackScreen = lazy(() => import('@/screens/schoolx/feedback-screen'))
const FeedbackStatScreen = lazy(() => import('@/screens/schoolx/feedback-stat-screen'))

/** Routes of the «Школа Х» area (issue 17): same path patterns, roles and layout as the shell's route data. */
export const schoolxRoutes: RouteRecord[] = [
  {
    path: '/donstux/Feedback/:periodID?/:moduleID?',
    screen: FeedbackScreen,
    access: 'signedIn',
    layout: 'schoolX',
    area: 'schoolx',
    roles: ACCESS.schoolXAny,
  },
  {
    path: '/donstux/FeedbackStat/:periodID?/:studentID?/:moduleID?',
    screen: FeedbackStatScreen,
    access: 'signedIn',
    layout: 'schoolX',
    area: 'schoolx',
    roles: ACCESS.schoolXStaff,
  },
]
