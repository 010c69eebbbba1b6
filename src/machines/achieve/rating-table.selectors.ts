import type { SnapshotFrom } from 'xstate'
import type { ratingTableMachine } from './rating-table.machine'
import { answered } from './rating-table.types'

type Snap = SnapshotFrom<typeof ratingTableMachine>
const NONE: never[] = []

export const selectReportLoading = (s: Snap) => s.matches('loading')
export const selectReportFailed = (s: Snap) => s.matches('failed')
/** Shown once: before the first answer arrives. */
export const selectFirstLoad = (s: Snap) => s.matches('loading') && !answered(s.context.answer)
export const selectReportError = (s: Snap) => s.context.error
export const selectYear = (s: Snap) => s.context.report.year
export const selectCategoryID = (s: Snap) => s.context.report.categoryID
export const selectYears = (s: Snap) => answered(s.context.answer)?.years ?? NONE
export const selectRatingRows = (s: Snap) => s.context.answer.rating?.rows ?? NONE
export const selectRatingCategories = (s: Snap) => s.context.answer.rating?.categories ?? NONE
export const selectStatRows = (s: Snap) => s.context.answer.stat?.rows ?? NONE
export const selectStaffRows = (s: Snap) => s.context.answer.staff?.rows ?? NONE
