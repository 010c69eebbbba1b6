import type { RouteRecord } from './types'

/** Routes of the shell area. */
export const shellRoutes: RouteRecord[] = []
