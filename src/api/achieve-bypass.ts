import * as v from 'valibot'
import { visibleText } from '@/lib/validation'
import { BYPASS_NOTE_MAX } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

const e = achieveTexts.bypass.errors

/* ── The bypass sheet (/bypassSheet/list; spec 1 §6 bypass-sheet roles): the departments sign a leaving student off ── */

export const BYPASS_REASONS = ['graduation', 'expulsion', 'transfer', 'academicLeave'] as const
export type BypassReason = (typeof BYPASS_REASONS)[number]
/** A department's mark: not yet seen, signed (nothing owed) or a debt with what is owed. */
export const BYPASS_MARKS = ['waiting', 'signed', 'debt'] as const
export type BypassMarkStatus = (typeof BYPASS_MARKS)[number]

export const bypassDepartmentSchema = v.object({ id: v.number(), name: v.string() })
export type BypassDepartment = v.InferOutput<typeof bypassDepartmentSchema>
export const bypassMarkSchema = v.object({
  departmentID: v.number(),
  status: v.picklist(BYPASS_MARKS),
  note: v.string(),
  at: v.string(),
  by: v.string(),
})
export type BypassMark = v.InferOutput<typeof bypassMarkSchema>
export const bypassSheetSchema = v.object({
  id: v.number(),
  studentID: v.number(),
  studentName: v.string(),
  groupName: v.string(),
  reason: v.picklist(BYPASS_REASONS),
  createdAt: v.string(),
  marks: v.array(bypassMarkSchema),
})
export type BypassSheet = v.InferOutput<typeof bypassSheetSchema>

/** Signed departments of a sheet, of all; the sheet is complete when every department signed. */
export function bypassProgress(sheet: Pick<BypassSheet, 'marks'>): {
  signed: number
  debts: number
  total: number
  complete: boolean
} {
  const signed = sheet.marks.filter((m) => m.status === 'signed').length
  const debts = sheet.marks.filter((m) => m.status === 'debt').length
  const total = sheet.marks.length
  return { signed, debts, total, complete: total > 0 && signed === total }
}

export const bypassOpenSchema = v.object({
  reason: v.pipe(
    v.nullish(v.string(), null),
    v.check((s) => s !== null && (BYPASS_REASONS as readonly string[]).includes(s), e.reasonRequired),
    v.transform((s) => s as BypassReason),
  ),
})
export type BypassOpenInput = v.InferInput<typeof bypassOpenSchema>
export type BypassOpen = v.InferOutput<typeof bypassOpenSchema>
/** What a debt needs: what the student owes. */
export const bypassDebtSchema = v.object({
  note: v.pipe(visibleText(e.noteRequired), v.maxLength(BYPASS_NOTE_MAX, e.noteLong)),
})
export const bypassMarkBodySchema = v.object({
  sheetID: v.number(),
  departmentID: v.number(),
  status: v.picklist(['signed', 'debt']),
  note: v.optional(v.string(), ''),
})
export type BypassMarkBody = v.InferInput<typeof bypassMarkBodySchema>

const listSchema = v.object({ departments: v.array(bypassDepartmentSchema), sheets: v.array(bypassSheetSchema) })
export type BypassList = v.InferOutput<typeof listSchema>

/** The departments and the sheets the user may see: a student's own, all for the bypass-sheet staff. */
export async function getBypassSheets(options: RequestOptions = {}): Promise<BypassList> {
  return parseAnswer(stateEnvelope(listSchema), await http.get('/bypassSheet/List', undefined, options)).data
}
export async function openBypassSheet(body: BypassOpen, options: RequestOptions = {}): Promise<BypassSheet> {
  return parseAnswer(stateEnvelope(bypassSheetSchema), await http.post('/bypassSheet/Open', body, options)).data
}
export async function markBypassSheet(body: BypassMarkBody, options: RequestOptions = {}): Promise<BypassSheet> {
  return parseAnswer(stateEnvelope(bypassSheetSchema), await http.post('/bypassSheet/Mark', body, options)).data
}
