import { loadAppOrdering, loadMyApps, submitApp } from './app-order.actors'
import { createOrderingMachine } from './ordering.machine'

/** A student's applications (/StudentApplication/Ordering): the ordering machine over the application calls. */
export const appOrderMachine = createOrderingMachine('appOrder', {
  loadOrdering: loadAppOrdering,
  loadMine: loadMyApps,
  submitOrder: submitApp,
})
