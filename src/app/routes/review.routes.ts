import type { RouteRecord } from './types'

/** Routes of the review area. */
export const reviewRoutes: RouteRecord[] = []
