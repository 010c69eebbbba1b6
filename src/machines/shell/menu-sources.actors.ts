import { fromPromise } from '@/machines/from-promise'
import { loadLibrarySigner } from '@/lib/library-sign'
import { getLibraryParams, getPeriods, type LibraryParams, type Period } from '@/api/shell'

/** The parameters, and the MD5 signer their links need (loaded with them, not with the frame: issue 19). */
export const loadLibraryParams = fromPromise<LibraryParams>(async ({ signal }) => {
  const [params] = await Promise.all([getLibraryParams({ signal }), loadLibrarySigner()])
  return params
})
export const loadPeriods = fromPromise<Period[], { now: string }>(({ input, signal }) =>
  getPeriods(input.now, { signal }),
)
