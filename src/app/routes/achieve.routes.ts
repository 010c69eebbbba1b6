import { lazy } from 'react'
import type { RouteRecord } from './types'
import { ACCESS } from '../access'
import { routeNames } from '@/texts/ru/routes'
import { browserTitleFor } from './shell-route-data'

const CertOrderingScreen = lazy(() => import('@/screens/achieve/cert-ordering-screen'))
const CertProcessingScreen = lazy(() => import('@/screens/achieve/cert-processing-screen'))

/** A route of this area with the spec's path, roles, name and browser title (as the shell's route data has them). */
const route = (path: string, screen: RouteRecord['screen'], roles?: readonly string[]): RouteRecord => ({
  path,
  screen,
  access: 'signedIn',
  layout: 'main',
  area: 'achieve',
  roles,
  name: routeNames[path],
  title: browserTitleFor(path),
})

/** Routes of the achieve area (spec 1 §2: Certificates and applications, Portfolio). */
export const achieveRoutes: RouteRecord[] = [
  route('/Certificates/Ordering', CertOrderingScreen, ACCESS.student),
  route('/Certificates/ProcessingList', CertProcessingScreen, ACCESS.certificates),
]
