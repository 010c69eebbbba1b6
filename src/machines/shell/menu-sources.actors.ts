import { fromPromise } from '@/machines/from-promise'
import { getLibraryParams, getPeriods, type LibraryParams, type Period } from '@/api/shell'

export const loadLibraryParams = fromPromise<LibraryParams>(({ signal }) => getLibraryParams({ signal }))
export const loadPeriods = fromPromise<Period[], { now: string }>(({ input, signal }) =>
  getPeriods(input.now, { signal }),
)
