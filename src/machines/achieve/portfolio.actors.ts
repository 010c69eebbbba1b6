import { fromPromise } from '@/machines/from-promise'
import {
  getMyWorks,
  getPortfolioRefs,
  getRating,
  type PortfolioRefs,
  type PortfolioWork,
  type RatingRow,
} from '@/api/achieve'

/** The student's own achievements with the reference lists (types for «add»). */
export const loadPortfolio = fromPromise<{ refs: PortfolioRefs; works: PortfolioWork[] }>(async ({ signal }) => {
  const [refs, works] = await Promise.all([getPortfolioRefs({ signal }), getMyWorks({ signal })])
  return { refs, works }
})
/** The rating and the points table. */
export const loadRating = fromPromise<{ refs: PortfolioRefs; rating: RatingRow[] }>(async ({ signal }) => {
  const [refs, rating] = await Promise.all([getPortfolioRefs({ signal }), getRating({ signal })])
  return { refs, rating }
})
