import { fromPromise } from '@/machines/from-promise'
import { getPortfolioStat, getRatingTable } from '@/api/rating'
import { getEcStaff } from '@/api/effective'
import type { RatingReport, ReportAnswer } from './rating-table.types'

const NONE: ReportAnswer = { rating: null, stat: null, staff: null }

/** One rating table, the portfolio statistics or the staff's effective contract for the asked year (and category). */
export const loadReport = fromPromise<ReportAnswer, RatingReport>(async ({ input, signal }) => {
  if (input.kind === 'stat') return { ...NONE, stat: await getPortfolioStat(input.year, { signal }) }
  if (input.kind === 'ecStaff') return { ...NONE, staff: await getEcStaff(input.year, { signal }) }
  return { ...NONE, rating: await getRatingTable({ ...input, kind: input.kind }, { signal }) }
})
