import type { RouteRecord } from './types'

/** Routes of the gia area. */
export const giaRoutes: RouteRecord[] = []
