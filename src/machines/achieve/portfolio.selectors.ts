import type { SnapshotFrom } from 'xstate'
import type { portfolioMachine, ratingMachine } from './portfolio.machine'

type Portfolio = SnapshotFrom<typeof portfolioMachine>
type Rating = SnapshotFrom<typeof ratingMachine>

export const selectPortfolioLoading = (s: Portfolio) => s.matches('loading')
export const selectPortfolioFailed = (s: Portfolio) => s.matches('loadFailed')
export const selectWorks = (s: Portfolio) => s.context.works
export const selectTypes = (s: Portfolio) => s.context.refs.types
export const selectCategories = (s: Portfolio) => s.context.refs.categories
export const selectRatingLoading = (s: Rating) => s.matches('loading')
export const selectRatingFailed = (s: Rating) => s.matches('loadFailed')
export const selectRating = (s: Rating) => s.context.rating
export const selectRatingRefs = (s: Rating) => s.context.refs
