import { fromPromise } from '@/machines/from-promise'
import { getPortfolioStat, getRatingTable } from '@/api/rating'
import type { RatingReport, ReportAnswer } from './rating-table.types'

/** One rating table (or the portfolio statistics) for the asked year and category. */
export const loadReport = fromPromise<ReportAnswer, RatingReport>(async ({ input, signal }) =>
  input.kind === 'stat'
    ? { rating: null, stat: await getPortfolioStat(input.year, { signal }) }
    : { rating: await getRatingTable({ ...input, kind: input.kind }, { signal }), stat: null },
)
