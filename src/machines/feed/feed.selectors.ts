import type { SnapshotFrom } from 'xstate'
import type { feedMachine } from './feed.machine'

type Snapshot = SnapshotFrom<typeof feedMachine>

const EMPTY: never[] = []

export const selectFeedItems = (s: Snapshot) => s.context.feed?.feed ?? EMPTY
export const selectFeedCategories = (s: Snapshot) => s.context.feed?.categories ?? EMPTY
export const selectCategory = (s: Snapshot) => s.context.category
export const selectPeriodDays = (s: Snapshot) => s.context.periodDays
export const selectIsLoading = (s: Snapshot) => s.hasTag('busy')
export const selectFailed = (s: Snapshot) => s.matches('failed')
export const selectNewCount = (s: Snapshot) => (s.context.feed?.feed ?? EMPTY).filter((i) => i.isNew).length
/** Items of the chosen category (all when none is chosen). */
export const selectVisibleItems = (s: Snapshot) => {
  const items = s.context.feed?.feed ?? EMPTY
  const category = s.context.category
  return category === null ? items : items.filter((i) => i.categoryID === category)
}
