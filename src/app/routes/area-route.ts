import type { RouteRecord } from './types'
import { routeNames } from '@/texts/ru/routes'
import { browserTitleFor } from './shell-route-data'

/**
 * The route builder of an area whose routes carry the spec's page name and browser title (the shell's route
 * data has them): `const route = areaRoute('achieve')`, then `route(path, screen, roles?, frame?)`.
 */
export const areaRoute =
  (area: string) =>
  (
    path: string,
    screen: RouteRecord['screen'],
    roles?: readonly string[],
    frame: Pick<RouteRecord, 'access' | 'layout'> = { access: 'signedIn', layout: 'main' },
  ): RouteRecord => ({
    path,
    screen,
    ...frame,
    area,
    roles,
    name: routeNames[path],
    title: browserTitleFor(path),
  })
