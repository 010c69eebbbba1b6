import { ROLES } from '@/lib/roles'

/** Extra payments to staff (spec 1 §6 'Доп выплаты ответственный'): who keeps them, the limits of a row. */
export const DOP_PAYMENT_ROLES = [ROLES.extraPayments.name] as const
export const DOP_AMOUNT_MAX = 1_000_000
export const DOP_TEXT_MAX = 200
