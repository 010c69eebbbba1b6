import type { ComponentType, LazyExoticComponent } from 'react'

export type RouteAccess = 'public' | 'signedIn' | 'guestOnly'
export type RouteLayout = 'main' | 'schoolX' | 'empty' | 'visitor' | 'bare'

export interface ScreenProps {
  params: Record<string, string | undefined>
}

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
}
