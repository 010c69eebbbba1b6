import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'

const ReportScreen = lazy(() => import('@/screens/gia/report-screen'))
const DocumentsScreen = lazy(() => import('@/screens/gia/documents-screen'))

/** Routes of the gia area (GEK report). */
export const giaRoutes: RouteRecord[] = [
  {
    path: '/GAK/Protocol/:protocolID?',
    screen: ReportScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'gia',
    title: 'Отчёт ГЭК',
  },
  {
    path: '/GiaReport/Report/:protocolID?',
    screen: ReportScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'gia',
    title: 'Отчёт ГЭК',
  },
  {
    path: '/GIA/Protocol/:protocolID?',
    screen: ReportScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'gia',
    title: 'Отчёт ГЭК',
  },
  {
    path: '/GiaReport/Documents',
    screen: DocumentsScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'gia',
    title: 'Отчёты ГЭК',
  },
  {
    path: '/GIA/Protocols',
    screen: DocumentsScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'gia',
    title: 'Отчёты ГЭК',
  },
  {
    path: '/GIA/Signature',
    screen: DocumentsScreen,
    access: 'signedIn',
    layout: 'main',
    area: 'gia',
    title: 'Отчёты ГЭК',
  },
]
