import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { SHELL_ROUTE_DATA } from './shell-route-data'

const MenuScreen = lazy(() => import('@/screens/admin/menu-screen'))
const OAuthScreen = lazy(() => import('@/screens/admin/oauth-screen'))
const SettingsScreen = lazy(() => import('@/screens/admin/settings-screen'))
const ErrorsScreen = lazy(() => import('@/screens/admin/errors-screen'))
const FeedbackScreen = lazy(() => import('@/screens/admin/feedback-screen'))
const AddFeedbackScreen = lazy(() => import('@/screens/admin/add-feedback-screen'))
const AuditScreen = lazy(() => import('@/screens/admin/audit-screen'))
const BoardsListScreen = lazy(() => import('@/screens/admin/boards-list-screen'))
const BoardScreen = lazy(() => import('@/screens/admin/board-screen'))
const SignaturesScreen = lazy(() => import('@/screens/admin/signatures-screen'))
const SyncScreen = lazy(() => import('@/screens/admin/sync-screen'))
const VideoRoomsScreen = lazy(() => import('@/screens/admin/video-rooms-screen'))
const SovetScreen = lazy(() => import('@/screens/admin/sovet-screen'))
const QuestionnaireShowScreen = lazy(() => import('@/screens/admin/questionnaire-show-screen'))
const QuestionaryScreen = lazy(() => import('@/screens/admin/questionary-screen'))
const QuestionnaireBuilderScreen = lazy(() => import('@/screens/admin/questionnaire-builder-screen'))
const QuestionnaireStatScreen = lazy(() => import('@/screens/admin/questionnaire-stat-screen'))
const MyQuestionnairesScreen = lazy(() =>
  import('@/screens/admin/questionnaire-lists-screen').then((m) => ({ default: m.MyQuestionnairesScreen })),
)
const ModeratorQuestionnairesScreen = lazy(() =>
  import('@/screens/admin/questionnaire-lists-screen').then((m) => ({ default: m.ModeratorQuestionnairesScreen })),
)

/** A real screen for a spec path, with exactly the shell's access, layout, roles and title for it. */
function route(path: string, screen: RouteRecord['screen']): RouteRecord {
  const data = SHELL_ROUTE_DATA.find((r) => r.path === path)
  if (!data) throw new Error(`${path} is not a spec route`)
  const { access, layout, roles, title, name } = data
  return { path, screen, access, layout, roles, title, name, area: 'admin' }
}

/** Routes of the portal's administration area (issue 18): the menu editor and feedback. */
export const adminRoutes: RouteRecord[] = [
  route('/Admin/Menu', MenuScreen),
  route('/Admin/OAuth', OAuthScreen),
  route('/Admin/Settings', SettingsScreen),
  route('/Admin/LogErrors', ErrorsScreen),
  route('/Admin/Audit', AuditScreen),
  route('/Questionnaires/List/:mode?', MyQuestionnairesScreen),
  route('/Questionnaires/ListModerator/:mode?', ModeratorQuestionnairesScreen),
  route('/Questionnaires/CreateForm/Show/:questionaryID?/:userID?', QuestionnaireShowScreen),
  route('/Questionnaires/CreateForm/:questionaryID?', QuestionnaireBuilderScreen),
  route('/Questionnaires/Questionary/:questionaryID', QuestionaryScreen),
  route('/Questionnaires/Stat/:questionaryID', QuestionnaireStatScreen),
  route('/Boards/List', BoardsListScreen),
  route('/Boards/Board/:id/:cardID?', BoardScreen),
  route('/Signatures', SignaturesScreen),
  route('/VideoConference/Room', VideoRoomsScreen),
  route('/sovet', SovetScreen),
  route('/Admin/Sync', SyncScreen),
  route('/feedback', FeedbackScreen),
  route('/addFeedback', AddFeedbackScreen),
]
