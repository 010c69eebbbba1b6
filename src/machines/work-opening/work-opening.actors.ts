import { fromPromise } from '@/machines/from-promise'
import { getWorkType, type WorkType } from '@/api/shell'

export const lookupWorkType = fromPromise<WorkType, { workID: number }>(({ input, signal }) =>
  getWorkType(input.workID, { signal }),
)
