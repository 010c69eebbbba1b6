import { fromPromise } from 'xstate'
import { getWorkType, type WorkType } from '@/api/shell'
import { workOpeningMachine } from './work-opening.machine'

export const lookupWorkType = fromPromise<WorkType, { workID: number }>(({ input, signal }) => getWorkType(input.workID, { signal }))

/** The machine over the real API. */
export const liveWorkOpeningMachine = workOpeningMachine.provide({ actors: { lookupWorkType } })
