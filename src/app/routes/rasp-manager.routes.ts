import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { browserTitleFor } from './shell-route-data'
import { ACCESS } from '../access'

const RaspManagerScreen = lazy(() => import('@/screens/day/rasp-manager-screen'))
const RaspManagerNewScreen = lazy(() =>
  import('@/screens/day/rasp-manager-screen').then((m) => ({ default: m.RaspManagerNewScreen })),
)
const RaspCalendarScreen = lazy(() => import('@/screens/day/rasp-calendar-screen'))
const RaspFoldersScreen = lazy(() => import('@/screens/day/rasp-folders-screen'))
const RaspTeamScreen = lazy(() => import('@/screens/day/rasp-team-screen'))
const RaspTeamsScreen = lazy(() => import('@/screens/day/rasp-teams-screen'))
const RaspTeamsNewScreen = lazy(() =>
  import('@/screens/day/rasp-teams-screen').then((m) => ({ default: m.RaspTeamsNewScreen })),
)

/** The timetable office (issue 15), with the roles of spec 1's route table. */
export const raspManagerRoutes: RouteRecord[] = [
  {
    path: '/RaspManager',
    screen: RaspManagerScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: ACCESS.timetableManagers,
    title: browserTitleFor('/RaspManager'),
  },
  {
    path: '/RaspManagerNew',
    screen: RaspManagerNewScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: ACCESS.timetableManagers,
    title: browserTitleFor('/RaspManagerNew'),
  },
  {
    path: '/RaspManager/Calendar',
    screen: RaspCalendarScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: ACCESS.timetableManagers,
    title: browserTitleFor('/RaspManager/Calendar'),
  },
  {
    path: '/RaspManager/Teams/:typeID?',
    screen: RaspTeamsScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: ACCESS.timetableManagers,
    title: browserTitleFor('/RaspManager/Teams'),
  },
  {
    path: '/RaspManager/TeamsNew/:typeID?',
    screen: RaspTeamsNewScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: ACCESS.timetableManagers,
    title: browserTitleFor('/RaspManager/TeamsNew'),
  },
  {
    path: '/RaspManager/Team/:groupId?/:draft?',
    screen: RaspTeamScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: ACCESS.timetableManagers,
    title: browserTitleFor('/RaspManager/Team'),
  },
  {
    path: '/RaspManager/FolderBoard/:course?/:folderID?/:subFolderID?',
    screen: RaspFoldersScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'day',
    roles: ACCESS.timetableManagers,
    title: browserTitleFor('/RaspManager/FolderBoard'),
  },
]
