import type { RouteRecord } from './types'

/** Routes of the reference area. */
export const referenceRoutes: RouteRecord[] = []
