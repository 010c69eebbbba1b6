import { fromPromise } from 'xstate'
import { getLibraryParams, getPeriods, type LibraryParams, type Period } from '@/api/shell'
import { menuSourcesMachine } from './menu-sources.machine'

export const loadLibraryParams = fromPromise<LibraryParams>(({ signal }) => getLibraryParams({ signal }))
export const loadPeriods = fromPromise<Period[], { now: string }>(({ input, signal }) => getPeriods(input.now, { signal }))

/** The machine over the real API. */
export const liveMenuSourcesMachine = menuSourcesMachine.provide({ actors: { loadLibraryParams, loadPeriods } })
