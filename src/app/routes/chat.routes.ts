import type { RouteRecord } from './types'

/** Routes of the chat area. */
export const chatRoutes: RouteRecord[] = []
