import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { browserTitleFor } from './shell-route-data'
import { ACCESS } from '../access'
import { routeNames } from '@/texts/ru/routes'
import { resourceRoute } from '@/kit/resource-route'
import { peopleTexts } from '@/texts/ru/people'
import { journalTexts } from '@/texts/ru/journal'

const RaspListScreen = lazy(() => import('@/screens/day/rasp-list-screen'))
const MyTimetableScreen = lazy(() => import('@/screens/day/my-timetable-screen'))
const GradeBookScreen = lazy(() => import('@/screens/day/grade-book-screen'))
const TimetableScreen = lazy(() => import('@/screens/day/timetable-screen'))
const PersonalScreen = lazy(() => import('@/screens/day/personal-screen'))
const CalendarScreen = lazy(() => import('@/screens/day/calendar-screen'))
const EmptyAudScreen = lazy(() => import('@/screens/day/empty-aud-screen'))
const PeopleGroupScreen = lazy(() => import('@/screens/day/people-group-screen'))
const PeopleSearchScreen = lazy(() => import('@/screens/day/people-search-screen'))
const JournalScreen = lazy(() => import('@/screens/day/journal-screen'))
const JournalPassesScreen = lazy(() => import('@/screens/day/journal-passes-screen'))
const StudentsDebtsScreen = lazy(() => import('@/screens/day/students-debts-screen'))
const StaffGraphScreen = lazy(() => import('@/screens/day/staff-graph-screen'))
const PrepodsDifferentScreen = lazy(() => import('@/screens/day/prepods-different-screen'))
const AccessibilityScreen = lazy(() => import('@/screens/day/accessibility-screen'))

const title = browserTitleFor('/Rasp')

/** Routes of the day area (issue 15): the timetable, with the access of spec 1's route table. */
export const dayRoutes: RouteRecord[] = [
  { path: '/Rasp', screen: RaspListScreen, access: 'signedIn', layout: 'main', area: 'day', title },
  { path: '/Rasp/My', screen: MyTimetableScreen, access: 'signedIn', layout: 'main', area: 'day', title },
  { path: '/Rasp/list', screen: RaspListScreen, access: 'public', layout: 'main', area: 'day', title },
  { path: '/Rasp/EmptyAud', screen: EmptyAudScreen, access: 'signedIn', layout: 'main', area: 'day', title },
  {
    path: '/Rasp/:type/:id/:year?/:search?',
    screen: TimetableScreen,
    access: 'public',
    layout: 'main',
    area: 'day',
    title,
  },
  {
    path: '/RaspCalendar/:type/:id/:year?',
    screen: CalendarScreen,
    access: 'public',
    layout: 'main',
    area: 'day',
    title: browserTitleFor('/RaspCalendar'),
  },
  {
    path: '/EducationalActivity/ZachBook/:studentID?',
    screen: GradeBookScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: [...ACCESS.student, ...ACCESS.deanOffice],
    title: browserTitleFor('/EducationalActivity/ZachBook'),
  },
  {
    path: '/PersonalKab/:userID',
    screen: PersonalScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    title: browserTitleFor('/PersonalKab/:userID'),
  },
  /** One's own page without an id in the address. */
  {
    path: '/PersonalKab',
    screen: PersonalScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    title: browserTitleFor('/PersonalKab'),
    name: routeNames['/PersonalKab/:userID'],
  },
  {
    path: '/Students/List',
    screen: resourceRoute(
      () => import('@/api/people-lists').then((m) => m.studentsResource),
      peopleTexts.students.title,
    ),
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: ACCESS.deanOffice,
    title: browserTitleFor('/Students/List'),
  },
  {
    path: '/Staff/StaffList',
    screen: resourceRoute(() => import('@/api/people-lists').then((m) => m.staffResource), peopleTexts.staff.title),
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: ACCESS.staff,
    title: browserTitleFor('/Staff/StaffList'),
  },
  {
    path: '/Staff/Graph',
    screen: StaffGraphScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: ACCESS.staff,
    title: browserTitleFor('/Staff/Graph'),
  },
  {
    path: '/prepodsDifferent',
    screen: PrepodsDifferentScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    title: browserTitleFor('/prepodsDifferent'),
  },
  {
    path: '/information/personsRestrictedAbilities',
    screen: AccessibilityScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    title: browserTitleFor('/information/personsRestrictedAbilities'),
  },
  {
    path: '/StudentsDebts/:studentID?',
    screen: StudentsDebtsScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: [...ACCESS.debtsGraph, ...ACCESS.student],
    title: browserTitleFor('/StudentsDebts/:studentID?'),
  },
  {
    path: '/PersonalGroupKab/:groupID',
    screen: PeopleGroupScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    title: browserTitleFor('/PersonalGroupKab/:groupID'),
  },
  {
    path: '/Search',
    screen: PeopleSearchScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    title: browserTitleFor('/Search'),
  },
  {
    path: '/Journals/List',
    screen: resourceRoute(() => import('@/api/journal').then((m) => m.journalsResource), journalTexts.list.title),
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: ACCESS.journals,
    title: browserTitleFor('/Journals/List'),
  },
  {
    path: '/Journals/Journal/:journalID/:typeView?',
    screen: JournalScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: ACCESS.journals,
    title: browserTitleFor('/Journals/Journal/:journalID/:typeView?'),
  },
  {
    path: '/Journals/StudentPasses/:studentID',
    screen: JournalPassesScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: ACCESS.journals,
    title: browserTitleFor('/Journals/StudentPasses/:studentID'),
  },
]
