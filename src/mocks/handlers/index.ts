import type { HttpHandler } from 'msw'
import { faultHandler } from '../lib/faults'
import { areaDispatcher } from '../lib/areas'

/**
 * Fault injection first (it falls through when no fault applies), then the area dispatcher: it loads the
 * area a request belongs to (src/mocks/areas/registry.ts) and answers with the handlers of the loaded areas.
 */
export const handlers: HttpHandler[] = [faultHandler, areaDispatcher]
