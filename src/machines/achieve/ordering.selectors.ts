import type { OrderingContext } from './ordering.machine'

/** What the selectors read of an ordering machine's snapshot (any kind of order). */
interface OrderingSnapshot<Kind, Item> {
  matches(state: 'loading' | 'loadFailed' | 'refreshing'): boolean
  hasTag(tag: 'busy'): boolean
  context: OrderingContext<Kind, Item>
}

export const selectLoading = <K, I>(s: OrderingSnapshot<K, I>) => s.matches('loading')
export const selectLoadFailed = <K, I>(s: OrderingSnapshot<K, I>) => s.matches('loadFailed')
export const selectBusy = <K, I>(s: OrderingSnapshot<K, I>) => s.hasTag('busy')
export const selectRefreshing = <K, I>(s: OrderingSnapshot<K, I>) => s.matches('refreshing')
export const selectKinds = <K, I>(s: OrderingSnapshot<K, I>) => s.context.kinds
export const selectMine = <K, I>(s: OrderingSnapshot<K, I>) => s.context.mine
export const selectError = <K, I>(s: OrderingSnapshot<K, I>) => s.context.error
export const selectSavedID = <K, I>(s: OrderingSnapshot<K, I>) => s.context.savedID
