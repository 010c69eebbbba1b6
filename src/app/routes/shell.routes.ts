import type { ComponentType } from 'react'
import type { RouteRecord } from './types'
import type { ScreenProps } from '@/lib/screen-props'
import { SHELL_ROUTE_DATA, type ShellRouteData } from './shell-route-data'
import {
  ForbiddenScreen,
  MenuPage,
  RpdPage,
  OpenWorkPage,
  sectionPage,
  ServerErrorScreen,
  TechWorksScreen,
  UnauthorizedScreen,
  WwwPage,
} from './shell-screens'

function screenFor(route: ShellRouteData): ComponentType<ScreenProps> {
  switch (route.page) {
    case 'forbidden':
      return ForbiddenScreen as ComponentType<ScreenProps>
    case 'serverError':
      return ServerErrorScreen as ComponentType<ScreenProps>
    case 'unauthorized':
      return UnauthorizedScreen as ComponentType<ScreenProps>
    case 'techWorks':
      return TechWorksScreen as ComponentType<ScreenProps>
    case 'menu':
      return MenuPage
    case 'openWork':
      return OpenWorkPage
    case 'www':
      return WwwPage
    case 'rpd':
      return RpdPage
    default:
      return sectionPage(route)
  }
}

/**
 * Every path of spec 1 §2's route table not defined by another route file, with its access, layout,
 * browser title, icon and role list (shell-route-data.ts). Areas' routes come first in the table, so
 * an area's real screen wins over the generic section page for the same path.
 */
export const shellRoutes: RouteRecord[] = SHELL_ROUTE_DATA.map((route) => ({
  path: route.path,
  screen: screenFor(route),
  access: route.access,
  layout: route.layout,
  title: route.title,
  icon: route.icon,
  area: `shell:${route.group}`,
  name: route.name,
  roles: route.roles,
}))
