import { fromPromise } from '@/machines/from-promise'
import { getModuleRating, getModulesRating, type ModuleRating, type ModulesRating } from '@/api/schoolx-modules'

export type RatingLoaded = { kind: 'all'; data: ModulesRating } | { kind: 'module'; data: ModuleRating }

/** Every module's rating, or one module's results per form kind, in a feedback period. */
export const loadRating = fromPromise<RatingLoaded, { moduleID: number | null; periodNumber: number | null }>(
  async ({ input, signal }) =>
    input.moduleID === null
      ? { kind: 'all', data: await getModulesRating(input.periodNumber, { signal }) }
      : { kind: 'module', data: await getModuleRating(input.moduleID, input.periodNumber, { signal, silent: true }) },
)
