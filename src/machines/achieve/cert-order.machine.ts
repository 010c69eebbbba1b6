import { loadMine, loadOrdering, submitOrder } from './cert-order.actors'
import { createOrderingMachine } from './ordering.machine'

/** A student's certificates (/Certificates/Ordering): the ordering machine over the certificate calls. */
export const certOrderMachine = createOrderingMachine('certOrder', { loadOrdering, loadMine, submitOrder })
