import { lazy } from '@/lib/lazy'
import { resourceRoute } from '@/kit/resource-route'
import { ACCESS } from '../access'
import { schoolxProgrammeTexts as px } from '@/texts/ru/schoolx-programme'
import { ROUTE_ICONS } from './shell-route-data'
import type { RouteRecord } from './types'

const FeedbackScreen = lazy(() => import('@/screens/schoolx/feedback-screen'))
const FeedbackStatScreen = lazy(() => import('@/screens/schoolx/feedback-stat-screen'))
const ModulesListScreen = lazy(() => import('@/screens/schoolx/modules-list-screen'))
const ModuleScreen = lazy(() => import('@/screens/schoolx/module-screen'))
const PriorityScreen = lazy(() => import('@/screens/schoolx/priority-screen'))
const DistributionScreen = lazy(() => import('@/screens/schoolx/distribution-screen'))
const ModulesRatingScreen = lazy(() => import('@/screens/schoolx/modules-rating-screen'))
const HomeScreen = lazy(() => import('@/screens/schoolx/home-screen'))
const TrajectoryScreen = lazy(() => import('@/screens/schoolx/trajectory-screen'))
const PeriodsScreen = lazy(() => import('@/screens/schoolx/periods-screen'))
const EventLogScreen = lazy(() => import('@/screens/schoolx/event-log-screen'))
const ScheduleTemplateScreen = lazy(() => import('@/screens/schoolx/schedule-template-screen'))
const EducationalPlansScreen = lazy(() => import('@/screens/schoolx/educational-plans-screen'))
const InventoryScreen = lazy(() => import('@/screens/schoolx/inventory-screen'))
const EducationalChartScreen = lazy(() => import('@/screens/schoolx/educational-chart-screen'))
const UsersScreen = resourceRoute(
  () => import('@/api/schoolx-admin').then((m) => m.schoolUserResource),
  'Права пользователей',
)
const CriteriaScreen = resourceRoute(
  () => import('@/api/schoolx-resources').then((m) => m.criterionResource),
  'Критерии обратной связи',
)

const GoalsScreen = lazy(() => import('@/screens/schoolx/goals-screen'))
const JournalScreen = lazy(() => import('@/screens/schoolx/journal-screen'))
const AcquaintanceScreen = lazy(() => import('@/screens/schoolx/acquaintance-screen'))
const DraftsScreen = lazy(() => import('@/screens/schoolx/drafts-screen'))
const programme = (name: 'moduleStatResource' | 'draftCommentResource' | 'journalSummaryResource', title: string) =>
  resourceRoute(() => import('@/api/schoolx-programme').then((m) => m[name]), title)
const staff = (
  name: 'schoolTeacherResource' | 'expertResource' | 'schoolEventResource' | 'schoolTeamResource',
  title: string,
) => resourceRoute(() => import('@/api/schoolx-staff').then((m) => m[name]), title)
const ModuleStatsScreen = programme('moduleStatResource', px.stats.title)
const CommentsScreen = programme('draftCommentResource', px.comments.title)
const SummaryScreen = programme('journalSummaryResource', px.summary.title)
const TeachersScreen = staff('schoolTeacherResource', px.teachers.title)
const ExpertsScreen = staff('expertResource', px.experts.title)
const EventsScreen = staff('schoolEventResource', px.events.title)
const TeamsScreen = staff('schoolTeamResource', px.teams.title)

const StudentsScreen = resourceRoute(
  () => import('@/api/schoolx-resources').then((m) => m.schoolStudentResource),
  'Участники «Школы Х»',
)

const schoolX = { access: 'signedIn', layout: 'schoolX', area: 'schoolx' } as const
const modules = { access: 'signedIn', layout: 'main', area: 'schoolx', icon: ROUTE_ICONS.modules } as const

/** Routes of the «Школа Х» area (issue 17): same path patterns, roles and layout as the shell's route data. */
export const schoolxRoutes: RouteRecord[] = [
  { path: '/donstux', screen: HomeScreen, ...schoolX, roles: ACCESS.schoolXAny },
  { path: '/donstux/trajectory/:userID?', screen: TrajectoryScreen, ...schoolX, roles: ACCESS.schoolXAny },
  { path: '/donstux/Admin/Periods', screen: PeriodsScreen, ...schoolX, roles: ACCESS.schoolXAdmin },
  { path: '/donstux/Admin/Users', screen: UsersScreen, ...schoolX, roles: ACCESS.schoolXAdmin },
  { path: '/donstux/Admin/EventLog', screen: EventLogScreen, ...schoolX, roles: ACCESS.schoolXAdmin },
  {
    path: '/donstux/Admin/TrainingScheduleTemp',
    screen: ScheduleTemplateScreen,
    ...schoolX,
    roles: ACCESS.schoolXAdmin,
  },
  { path: '/donstux/Admin/EducationalPlans', screen: EducationalPlansScreen, ...schoolX, roles: ACCESS.schoolXAdmin },
  { path: '/donstux/Admin/Inventory', screen: InventoryScreen, ...schoolX, roles: ACCESS.schoolXAdmin },
  { path: '/donstux/educationalChart', screen: EducationalChartScreen, ...schoolX, roles: ACCESS.schoolXAny },
  { path: '/donstux/Feedback/:periodID?/:moduleID?', screen: FeedbackScreen, ...schoolX, roles: ACCESS.schoolXAny },
  {
    path: '/donstux/FeedbackStat/:periodID?/:studentID?/:moduleID?',
    screen: FeedbackStatScreen,
    ...schoolX,
    roles: ACCESS.schoolXStaff,
  },
  { path: '/donstux/Admin/Criterias', screen: CriteriaScreen, ...schoolX, roles: ACCESS.schoolXAdmin },
  { path: '/donstux/Students/List', screen: StudentsScreen, ...schoolX, roles: ACCESS.schoolXStaff },
  { path: '/donstux/Students', screen: StudentsScreen, ...schoolX, roles: ACCESS.schoolXStaff },
  { path: '/donstux/draft/PersonalityJournal/', screen: JournalScreen, ...schoolX, roles: ACCESS.schoolXAny },
  { path: '/SchoolX/PersonalityJournal', screen: JournalScreen, ...schoolX, roles: ACCESS.schoolXAny },
  { path: '/donstux/draft/PersonalityJournalSummary', screen: SummaryScreen, ...schoolX, roles: ACCESS.schoolXAny },
  { path: '/SchoolX/PersonalityJournalSummary', screen: SummaryScreen, ...schoolX, roles: ACCESS.schoolXAny },
  { path: '/SchoolX/acquaintance/:userID?', screen: AcquaintanceScreen, ...schoolX, roles: ACCESS.schoolXAny },
  { path: '/donstux/Draft/List', screen: DraftsScreen, ...schoolX, roles: ACCESS.schoolXStaff },
  { path: '/donstux/DraftList', screen: DraftsScreen, ...schoolX, roles: ACCESS.schoolXStaff },
  { path: '/donstux/Draft/Comments', screen: CommentsScreen, ...schoolX, roles: ACCESS.schoolXStaff },
  { path: '/donstux/Teachers/List', screen: TeachersScreen, ...schoolX, roles: ACCESS.schoolXStaff },
  { path: '/donstux/Teachers', screen: TeachersScreen, ...schoolX, roles: ACCESS.schoolXStaff },
  { path: '/donstux/Teachers/Experts/:mode?/:id?', screen: ExpertsScreen, ...schoolX, roles: ACCESS.schoolXStaff },
  { path: '/donstux/Students/fixingEvents', screen: EventsScreen, ...schoolX, roles: ACCESS.schoolXStaff },
  { path: '/GroupManagerList/3', screen: TeamsScreen, ...schoolX, roles: ACCESS.schoolXStaff },
  { path: '/modules/Goals/:moduleID', screen: GoalsScreen, ...modules },
  { path: '/modules/statistics', screen: ModuleStatsScreen, ...modules, roles: ACCESS.modulesAdmin },
  { path: '/modules/list/:mode', screen: ModulesListScreen, ...modules },
  { path: '/modules/module/:mode/:id?/:themeID?', screen: ModuleScreen, ...modules },
  { path: '/modules/priority', screen: PriorityScreen, ...modules },
  { path: '/modules/priority/admin', screen: DistributionScreen, ...modules, roles: ACCESS.modulesAdmin },
  { path: '/modules/distribution/:period', screen: DistributionScreen, ...modules, roles: ACCESS.modulesAdmin },
  { path: '/modules/Rating/:periodNumber?', screen: ModulesRatingScreen, ...modules },
  { path: '/modules/ModuleRating/:moduleID/:periodNumber?', screen: ModulesRatingScreen, ...modules },
]
