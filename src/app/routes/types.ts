import type { ComponentType, LazyExoticComponent } from 'react'
import type { ScreenProps } from '@/lib/screen-props'

export type RouteAccess = 'public' | 'signedIn' | 'guestOnly'
export type RouteLayout = 'main' | 'schoolX' | 'empty' | 'visitor' | 'bare'

/** One row of the route table: spec `{id?}` is written `:id?`. */
export interface RouteRecord {
  path: string
  screen: LazyExoticComponent<ComponentType<ScreenProps>> | ComponentType<ScreenProps>
  access: RouteAccess
  layout: RouteLayout
  /** Browser title; default 'Личный кабинет'. */
  title?: string
  icon?: string
  area: string
  /** The page's own name (heading, link text); the shell's route names by default. */
  name?: string
  /**
   * Roles that may open the route (spec 1 §6); none = every signed-in user. The guard renders the
   * 403 page to anyone else; the menu uses the same lists (src/app/access.ts).
   */
  roles?: readonly string[]
}
