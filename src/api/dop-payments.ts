import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { DOP_PAYMENT_ROLES, DOP_TEXT_MAX } from '@/lib/constants/dop-payments'
import { dopPaymentTexts as t } from '@/texts/ru/dop-payments'

export const dopPaymentSchema = v.object({
  id: v.number(),
  person: v.string(),
  department: v.string(),
  reason: v.string(),
  amount: v.number(),
  periodFrom: v.string(),
  periodTo: v.string(),
  approved: v.boolean(),
})
export type DopPayment = v.InferOutput<typeof dopPaymentSchema>

/**
 * /DopPayments/adminDopPayment/: the responsible person's extra payments to staff — add, edit, approve (the
 * «Утверждена» tick; an approved one is locked), delete a draft. Every write lands in the log.
 */
export const dopPaymentResource = defineResource({
  name: 'dop-payments',
  key: 'id',
  row: dopPaymentSchema,
  columns: [
    { value: 'id', text: t.colPayment, hiddenForm: true, align: 'right', width: '5rem' },
    { value: 'person', text: t.colPerson, required: true, maxLength: DOP_TEXT_MAX },
    { value: 'department', text: t.colDepartment, required: true, maxLength: DOP_TEXT_MAX, filteredData: true },
    { value: 'reason', text: t.colReason, required: true, maxLength: DOP_TEXT_MAX },
    { value: 'amount', text: t.colAmount, isNumber: true, required: true, align: 'right' },
    { value: 'periodFrom', text: t.colFrom, type: 'date', required: true },
    { value: 'periodTo', text: t.colTo, type: 'date', required: true },
    { value: 'approved', text: t.colApproved, type: 'boolean', align: 'center', filteredData: true },
  ],
  endpoints: {
    list: '/DopPayments/List',
    create: '/DopPayments/List',
    update: '/DopPayments/List/{key}',
    remove: '/DopPayments/List/{key}',
  },
  access: { read: DOP_PAYMENT_ROLES, create: DOP_PAYMENT_ROLES, edit: DOP_PAYMENT_ROLES, remove: DOP_PAYMENT_ROLES },
  sortBy: 'id',
})

export const dopLogSchema = v.object({
  id: v.number(),
  at: v.string(),
  who: v.string(),
  action: v.string(),
  paymentID: v.number(),
  details: v.string(),
})

/** /DopPayments/DopPaymentLog/: who added, changed, approved or deleted which payment, newest first. */
export const dopLogResource = defineResource({
  name: 'dop-payment-log',
  key: 'id',
  row: dopLogSchema,
  columns: [
    { value: 'at', text: t.colAt, type: 'date', width: '9rem' },
    { value: 'who', text: t.colWho, filteredData: true },
    { value: 'action', text: t.colAction, filteredData: true },
    { value: 'paymentID', text: t.colPayment, align: 'right' },
    { value: 'details', text: t.colDetails },
  ],
  endpoints: { list: '/DopPayments/Log' },
  access: { read: DOP_PAYMENT_ROLES },
})
