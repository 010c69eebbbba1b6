import * as v from 'valibot'
import { defineResource } from '@/lib/resource/define-resource'
import { hasVisibleText } from '@/lib/validation'
import {
  JOURNAL_STAT_ROLES,
  PASS_PERMIT_REFUSAL_MAX,
  PASS_PERMIT_STATUSES,
  VALID_PASS_ROLES,
} from '@/lib/constants/journal'
import { journalPermitTexts } from '@/texts/ru/journal-permits'

/**
 * Excused-absence permits (issue 15: /Journals/PassPermits). A student's application with a document
 * (a medical certificate, a summons, an order) waits for the deans' office, which approves it — the
 * days become a valid pass and the journal's «н» of those days excused — or refuses it with a reason.
 * The spec names no calls here; in the portal's style:
 *   GET /api/Journals/PassPermits           every permit (journal staff read; teachers see whose absences are excused)
 *   PUT /api/Journals/PassPermits/{id}      {status, refusal} by the deans' office (400 in Russian, 409-like
 *                                           refusal as 400 when already decided or overlapping a recorded pass)
 */
const t = journalPermitTexts

export type PassPermitStatus = (typeof PASS_PERMIT_STATUSES)[number]

export const passPermitSchema = v.object({
  id: v.number(),
  studentID: v.number(),
  fio: v.string(),
  group: v.string(),
  dateFrom: v.string(),
  dateTo: v.string(),
  reason: v.string(),
  document: v.string(),
  created: v.string(),
  status: v.picklist(PASS_PERMIT_STATUSES),
  refusal: v.string(),
})
export type PassPermit = v.InferOutput<typeof passPermitSchema>

export const passPermitResource = defineResource({
  name: 'pass-permits',
  key: 'id',
  row: passPermitSchema,
  sortBy: 'created',
  columns: [
    { value: 'id', text: t.colID, hiddenForm: true, visible: false },
    { value: 'fio', text: t.colStudent, editReadonly: true },
    { value: 'group', text: t.colGroup, filteredData: true, editReadonly: true, width: '8rem' },
    { value: 'dateFrom', text: t.colFrom, type: 'date', editReadonly: true },
    { value: 'dateTo', text: t.colTo, type: 'date', editReadonly: true },
    { value: 'reason', text: t.colReason, editReadonly: true },
    { value: 'document', text: t.colDocument, editReadonly: true },
    { value: 'created', text: t.colCreated, type: 'date', hiddenForm: true },
    {
      value: 'status',
      text: t.colStatus,
      listName: 'statuses',
      required: true,
      filteredData: true,
      stringColorItem: {
        [t.statuses.refused]: 'danger',
      },
    },
    { value: 'refusal', text: t.colRefusal, maxLength: PASS_PERMIT_REFUSAL_MAX },
  ],
  endpoints: { list: '/Journals/PassPermits', update: '/Journals/PassPermits/{key}' },
  access: { read: JOURNAL_STAT_ROLES, edit: VALID_PASS_ROLES.write },
})

/** The status options of the dialog's select. */
export const passPermitStatuses = PASS_PERMIT_STATUSES.map((id) => ({ id, name: t.statuses[id] }))

/** The deans' office's decision (the body of the PUT). */
export const permitDecisionSchema = v.object({
  status: v.picklist(PASS_PERMIT_STATUSES, t.statusRequired),
  refusal: v.optional(v.pipe(v.string(), v.trim()), ''),
})
export type PermitDecision = v.InferOutput<typeof permitDecisionSchema>

/** The decision's own rules: a refusal names its reason; a decided permit stays decided (a Russian message, or null). */
export function permitDecisionIssue(decision: PermitDecision, current: PassPermitStatus): string | null {
  if (current !== 'pending' && decision.status !== current) return t.decided
  if (decision.status === 'refused' && !hasVisibleText(decision.refusal)) return t.refusalRequired
  if (decision.refusal.length > PASS_PERMIT_REFUSAL_MAX) return t.refusalLong
  if (decision.status !== 'refused' && hasVisibleText(decision.refusal)) return t.refusalOnlyRefused
  return null
}
