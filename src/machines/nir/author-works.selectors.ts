import type { SnapshotFrom } from 'xstate'
import type { authorWorksMachine } from './author-works.machine'

type S = SnapshotFrom<typeof authorWorksMachine>
export const selectFound = (s: S) => s.context.found
export const selectSearching = (s: S) => !s.matches({ search: 'idle' })
export const selectLoading = (s: S) => s.matches({ author: 'loading' })
export const selectFailed = (s: S) => s.matches({ author: 'failed' })
export const selectAssigning = (s: S) => s.matches({ author: 'assigning' })
export const selectData = (s: S) => s.context.data
export const selectSelected = (s: S) => s.context.selected
export const selectDone = (s: S) => s.context.done
export const selectError = (s: S) => s.context.error
export const selectText = (s: S) => s.context.text
