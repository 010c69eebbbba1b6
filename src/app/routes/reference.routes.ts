import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'
import { REFERENCE_ADMIN_ROLE } from '@/lib/constants/reference'

/** Only the research admin opens them: the route guard shows the 403 page to anyone else. */
const roles = [REFERENCE_ADMIN_ROLE] as const

const AdminScreen = lazy(() => import('@/screens/reference/admin-screen'))
const TypeEditScreen = lazy(() => import('@/screens/reference/type-edit-screen'))
const ScienceScreen = lazy(() => import('@/screens/reference/science-screen'))
const ExpertsScreen = lazy(() => import('@/screens/reference/experts-screen'))
const TypeDocumentsScreen = lazy(() => import('@/screens/reference/type-documents-screen'))
const StatusesScreen = lazy(() => import('@/screens/reference/statuses-screen'))
const UsersScreen = lazy(() => import('@/screens/reference/users-screen'))

/** Routes of the reference area: the research admin's reference data (spec 1 route table, Admin). */
export const referenceRoutes: RouteRecord[] = [
  {
    path: '/Admin',
    screen: AdminScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'reference',
    roles,
    title: 'Администрирование НИР',
  },
  {
    path: '/Admin/TypeEdit',
    screen: TypeEditScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'reference',
    roles,
    title: 'Типы публикаций',
  },
  {
    path: '/Admin/SetScience',
    screen: ScienceScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'reference',
    roles,
    title: 'Области науки',
  },
  {
    path: '/Admin/SetExperts',
    screen: ExpertsScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'reference',
    roles,
    title: 'Эксперты',
  },
  {
    path: '/Admin/typeDocuments',
    screen: TypeDocumentsScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'reference',
    roles,
    title: 'Типы документов',
  },
  {
    path: '/Admin/ListStatus',
    screen: StatusesScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'reference',
    roles,
    title: 'Статусы публикаций',
  },
  {
    path: '/Admin/Users',
    screen: UsersScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'reference',
    roles,
    title: 'Пользователи и роли',
  },
]
