import { primaryKey } from '@mswjs/data'

/** Extra payments to staff and the log of their changes (issue 16). */
export const dopPaymentModels = {
  dopPayment: {
    id: primaryKey(Number),
    person: String,
    department: String,
    reason: String,
    amount: Number,
    periodFrom: String,
    periodTo: String,
    approved: Boolean,
  },
  dopPaymentLog: {
    id: primaryKey(Number),
    at: String,
    who: String,
    /** created | updated | approved | removed */
    action: String,
    paymentID: Number,
    details: String,
  },
}
