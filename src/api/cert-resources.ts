import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { ROLES } from '@/lib/roles'
import { certJournalTexts as t } from '@/texts/ru/cert-journal'

/** Spec 1 §6 certificate roles: every one reads the journal, the admin and the forms role edit the kinds. */
const STAFF = [
  ROLES.certificates.name,
  ROLES.deanCertificates.name,
  ROLES.certificateForms.name,
  ROLES.certificatesAdmin.name,
]
const ADMIN = [ROLES.certificatesAdmin.name, ROLES.certificateForms.name]

export const certJournalRowSchema = v.object({
  id: v.number(),
  studentName: v.string(),
  groupName: v.string(),
  kindName: v.string(),
  copies: v.number(),
  purpose: v.string(),
  orderedAt: v.string(),
  statusName: v.string(),
  issuedAt: v.string(),
})

/** /Certificates/Journal: every certificate ordered, with its status and the day it was issued. */
export const certJournalResource = defineResource({
  name: 'certificate-journal',
  key: 'id',
  row: certJournalRowSchema,
  columns: [
    { value: 'id', text: t.colNumber, align: 'right', width: '5rem' },
    { value: 'studentName', text: t.colStudent },
    { value: 'groupName', text: t.colGroup, filteredData: true },
    { value: 'kindName', text: t.colKind, filteredData: true },
    { value: 'copies', text: t.colCopies, align: 'right' },
    { value: 'purpose', text: t.colPurpose },
    { value: 'orderedAt', text: t.colOrdered, type: 'date' },
    { value: 'statusName', text: t.colStatus, filteredData: true },
    { value: 'issuedAt', text: t.colIssued, type: 'date' },
  ],
  endpoints: { list: '/Certificates/Journal' },
  access: { read: STAFF },
  sortBy: 'id',
})

export const certKindRowSchema = v.object({ id: v.number(), name: v.string(), used: v.number() })

/** /Certificates/Settings: the kinds of certificates students may order. */
export const certKindResource = defineResource({
  name: 'certificate-kinds',
  key: 'id',
  row: certKindRowSchema,
  columns: [
    { value: 'name', text: t.colKindName, required: true, maxLength: 150 },
    { value: 'used', text: t.colUsed, hiddenForm: true, align: 'right' },
  ],
  endpoints: {
    list: '/Certificates/KindsAdmin',
    create: '/Certificates/KindsAdmin',
    update: '/Certificates/KindsAdmin/{key}',
    remove: '/Certificates/KindsAdmin/{key}',
  },
  access: { read: ADMIN, create: ADMIN, edit: ADMIN, remove: ADMIN },
})
