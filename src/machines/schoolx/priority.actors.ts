import { fromPromise } from '@/machines/from-promise'
import {
  getPriority,
  savePriority,
  type PriorityBody,
  type PriorityState,
  type SavedPriority,
} from '@/api/schoolx-modules'

/** The participant's choice period, their course's modules, the saved ranking and the assigned module. */
export const loadPriority = fromPromise<PriorityState>(({ signal }) => getPriority({ signal }))

/** Silent: a refusal (closed period, an incomplete ranking) is shown beside the list, the order kept. */
export const savePriorityRanking = fromPromise<SavedPriority, PriorityBody>(({ input, signal }) =>
  savePriority(input, { signal, silent: true }),
)
