import { fromPromise } from '@/machines/from-promise'
import { getDistribution, runDistribution, type Distribution } from '@/api/schoolx-modules'

/** The choice period's modules, places, first priorities and the stored distribution (if any). */
export const loadDistribution = fromPromise<Distribution, { periodID: number | null }>(({ input, signal }) =>
  getDistribution(input.periodID, { signal }),
)

/** Runs (or reruns) the distribution of the period; the server stores the result. */
export const runDistributionActor = fromPromise<Distribution, { periodID: number }>(({ input, signal }) =>
  runDistribution(input.periodID, { signal, silent: true }),
)
