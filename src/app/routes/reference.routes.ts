import { lazy } from 'react'
import type { RouteRecord } from './types'

const AdminScreen = lazy(() => import('@/screens/reference/admin-screen'))
const TypeEditScreen = lazy(() => import('@/screens/reference/type-edit-screen'))
const ScienceScreen = lazy(() => import('@/screens/reference/science-screen'))
const ExpertsScreen = lazy(() => import('@/screens/reference/experts-screen'))
const TypeDocumentsScreen = lazy(() => import('@/screens/reference/type-documents-screen'))
const StatusesScreen = lazy(() => import('@/screens/reference/statuses-screen'))
const UsersScreen = lazy(() => import('@/screens/reference/users-screen'))

/** Routes of the reference area: the research admin's reference data (spec 1 route table, Admin). */
export const referenceRoutes: RouteRecord[] = [
  { path: '/Admin', screen: AdminScreen, access: 'signedIn', layout: 'main', area: 'reference', title: 'Администрирование НИР' },
  { path: '/Admin/TypeEdit', screen: TypeEditScreen, access: 'signedIn', layout: 'main', area: 'reference', title: 'Типы публикаций' },
  { path: '/Admin/SetScience', screen: ScienceScreen, access: 'signedIn', layout: 'main', area: 'reference', title: 'Области науки' },
  { path: '/Admin/SetExperts', screen: ExpertsScreen, access: 'signedIn', layout: 'main', area: 'reference', title: 'Эксперты' },
  { path: '/Admin/typeDocuments', screen: TypeDocumentsScreen, access: 'signedIn', layout: 'main', area: 'reference', title: 'Типы документов' },
  { path: '/Admin/ListStatus', screen: StatusesScreen, access: 'signedIn', layout: 'main', area: 'reference', title: 'Статусы публикаций' },
  { path: '/Admin/Users', screen: UsersScreen, access: 'signedIn', layout: 'main', area: 'reference', title: 'Пользователи и роли' },
]
