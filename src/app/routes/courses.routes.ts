import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { browserTitleFor } from './shell-route-data'
import { ACCESS } from '../access'

const StudentCoursesScreen = lazy(() => import('@/screens/courses/student-courses-screen'))
const TeacherCoursesScreen = lazy(() => import('@/screens/courses/teacher-courses-screen'))
const LmsCourseScreen = lazy(() => import('@/screens/courses/lms-course-screen'))
const GradeStatsScreen = lazy(() => import('@/screens/courses/grade-stats-screen'))

/** E-learning (issue 15): a student's courses and tasks, the teacher's courses, the grade-book statistics. */
export const coursesRoutes: RouteRecord[] = [
  {
    path: '/electronicEducation/:courseID?/:userID?',
    screen: StudentCoursesScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'courses',
    title: browserTitleFor('/electronicEducation/:courseID?/:userID?'),
  },
  {
    path: '/courses/list/:userID?',
    screen: StudentCoursesScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'courses',
    title: browserTitleFor('/courses/list/:userID?'),
  },
  {
    path: '/courses/TeacherList',
    screen: TeacherCoursesScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'courses',
    roles: ACCESS.teachers,
    title: browserTitleFor('/courses/TeacherList'),
  },
  {
    path: '/LMS/Course/:mode?/:courseID?',
    screen: LmsCourseScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'courses',
    title: browserTitleFor('/LMS/Course/:mode?/:courseID?'),
  },
  {
    path: '/EducationalActivity/Statistics',
    screen: GradeStatsScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'courses',
    roles: ACCESS.deanOffice,
    title: browserTitleFor('/EducationalActivity/Statistics'),
  },
]
