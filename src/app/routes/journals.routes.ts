import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { browserTitleFor } from './shell-route-data'
import { ACCESS } from '../access'
import { resourceRoute } from '@/kit/resource-route'
import { journalPagesTexts } from '@/texts/ru/journal-pages'
import { menuTexts } from '@/texts/ru/menu'

const JournalValidPassScreen = lazy(() => import('@/screens/day/journal-valid-pass-screen'))
const JournalStatAttendanceScreen = lazy(() => import('@/screens/day/journal-stat-attendance-screen'))
const JournalStatMissedScreen = lazy(() => import('@/screens/day/journal-stat-missed-screen'))
const JournalStatFillingScreen = lazy(() => import('@/screens/day/journal-stat-filling-screen'))
const JournalStatFormingScreen = lazy(() => import('@/screens/day/journal-stat-forming-screen'))
const JournalPassPermitsScreen = lazy(() => import('@/screens/day/journal-pass-permits-screen'))
const JournalSettingsScreen = lazy(() => import('@/screens/day/journal-settings-screen'))
const JournalAdminListScreen = lazy(() =>
  import('@/screens/day/journal-admin-screens').then((m) => ({ default: m.JournalAdminListScreen })),
)
const JournalAdminSettingsScreen = lazy(() =>
  import('@/screens/day/journal-admin-screens').then((m) => ({ default: m.JournalAdminSettingsScreen })),
)
const JournalTeachersRatingScreen = lazy(() => import('@/screens/day/journal-teachers-rating-screen'))

const route = (path: string, screen: RouteRecord['screen'], roles: readonly string[]): RouteRecord => ({
  path,
  screen,
  access: 'signedIn',
  layout: 'main',
  area: 'day',
  roles,
  title: browserTitleFor(path),
})

/** The journals' other pages (issue 15): valid passes and statistics, with the roles of the shell's route table. */
export const journalsRoutes: RouteRecord[] = [
  route(
    '/Journals/ValidPass/ListStudents',
    resourceRoute(
      () => import('@/api/journal-passes').then((m) => m.validPassStudentsResource),
      journalPagesTexts.validList.title,
    ),
    ACCESS.deanOffice,
  ),
  route('/Journals/ValidPass/ValidPassForm/:studentID', JournalValidPassScreen, ACCESS.deanOffice),
  route('/Journals/Stat/Attendance', JournalStatAttendanceScreen, ACCESS.journalsStaff),
  route('/Journals/Stat/MissedDays', JournalStatMissedScreen, ACCESS.journalsStaff),
  route('/Journals/Stat/Filling', JournalStatFillingScreen, ACCESS.journalsStaff),
  route('/Journals/Stat/Forming/:year?/:sem?', JournalStatFormingScreen, ACCESS.journalsStaff),
  route('/Journals/TeachersRating', JournalTeachersRatingScreen, ACCESS.journals),
  route('/Journals/Settings', JournalSettingsScreen, ACCESS.journalsStaff),
  route('/Journals/Admin/JournalList', JournalAdminListScreen, ACCESS.journalsAdmin),
  route('/Journals/Admin/Settings', JournalAdminSettingsScreen, ACCESS.journalsAdmin),
  route('/Journals/PassPermits', JournalPassPermitsScreen, ACCESS.journalsStaff),
  /** The menu's «Мои журналы»: the same journals as /Journals/List (the teacher's own, the student's group's). */
  route(
    '/Journals/journalList',
    resourceRoute(() => import('@/api/journal').then((m) => m.journalsResource), menuTexts.myJournals),
    ACCESS.journals,
  ),
]
