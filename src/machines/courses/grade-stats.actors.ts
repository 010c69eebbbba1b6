import { fromPromise } from '@/machines/from-promise'
import { getGradeStatistics, type Statistics } from '@/api/courses'

/** The grade-book statistics of one academic year ('2025-2026') and semester (1 autumn, 0 spring). */
export const loadStatistics = fromPromise<Statistics, { year: string; sem: number }>(({ input, signal }) =>
  getGradeStatistics(input.year, input.sem, { signal, silent: true }),
)
