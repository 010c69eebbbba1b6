import { fromPromise } from '@/machines/from-promise'
import { getDraws, saveDraw, type DrawBody, type SavedDraw } from '@/api/contests'

/** The saved draws (public). */
export const loadDraws = fromPromise<SavedDraw[]>(({ signal }) => getDraws({ signal }))
/** Saves a draw; a guest's 401 is explained on the page, so the call is silent. */
export const storeDraw = fromPromise<SavedDraw, DrawBody>(({ input, signal }) =>
  saveDraw(input, { signal, silent: true }),
)
