import type { RouteRecord } from './types'

/** Routes of the settings area (work opening, the Snake game). */
export const settingsRoutes: RouteRecord[] = []
