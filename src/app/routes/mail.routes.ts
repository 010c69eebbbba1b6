import type { RouteRecord } from './types'

/** Routes of the mail area. */
export const mailRoutes: RouteRecord[] = []
