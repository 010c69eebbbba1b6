import type { HttpHandler } from 'msw'

/** Handlers of the settings area: the spec's calls with their exact paths, queries and {state, data} shapes. */
export const settingsHandlers: HttpHandler[] = []
