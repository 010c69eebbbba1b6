import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { defineResource } from '@/lib/resource/define-resource'
import { ACCESS_ROLES } from '@/lib/constants/people'
import { VALID_PASS_DOCUMENT_MAX } from '@/lib/constants/journal'
import { visibleText } from '@/lib/validation'
import { journalPagesTexts } from '@/texts/ru/journal-pages'

/**
 * Valid passes (issue 15: /Journals/ValidPass/*). The spec names no calls here; in the portal's style:
 *   GET    /api/Journals/ValidPass/ListStudents   students with their absences of the semester (deans' offices)
 *   POST   /api/Journals/ValidPass                {studentID, reason, document, dateFrom, dateTo} (400 in Russian)
 *   DELETE /api/Journals/ValidPass?id             withdraws a record
 * A student's passes and excused absences are read with GET /api/Journals/StudentPasses (src/api/journal.ts).
 */
const t = journalPagesTexts.validList
const f = journalPagesTexts.validForm

export const validPassStudentSchema = v.object({
  studentID: v.number(),
  fio: v.string(),
  group: v.string(),
  absences: v.number(),
  valid: v.number(),
  invalid: v.number(),
  passes: v.number(),
})
export type ValidPassStudent = v.InferOutput<typeof validPassStudentSchema>

export const validPassStudentsResource = defineResource({
  name: 'valid-pass-students',
  key: 'studentID',
  row: validPassStudentSchema,
  sortBy: 'fio',
  columns: [
    {
      value: 'fio',
      text: t.fio,
      type: 'anchor-link',
      typeURL: 'router',
      url: '/Journals/ValidPass/ValidPassForm/{studentID}',
    },
    { value: 'group', text: t.group, filteredData: true, width: '8rem' },
    { value: 'absences', text: t.absences, isNumber: true },
    { value: 'valid', text: t.valid, isNumber: true },
    { value: 'invalid', text: t.invalid, isNumber: true },
    { value: 'passes', text: t.passes, isNumber: true },
  ],
  endpoints: { list: '/Journals/ValidPass/ListStudents' },
  access: { read: ACCESS_ROLES.students },
})

const day = (message: string) => v.pipe(v.string(message), v.regex(/^\d{4}-\d{2}-\d{2}$/, message))

/** The record's fields, shared by the form and the request body. */
const passFields = {
  reason: visibleText(f.reasonRequired),
  document: v.pipe(visibleText(f.documentRequired), v.trim(), v.maxLength(VALID_PASS_DOCUMENT_MAX, f.documentLong)),
  dateFrom: day(f.dateRequired),
  dateTo: day(f.dateRequired),
}
const inOrder = <T extends { dateFrom: string; dateTo: string }>(p: T) => p.dateFrom <= p.dateTo

type ValidPassFields = v.InferOutput<v.ObjectSchema<typeof passFields, undefined>>

/** The form's fields (react-hook-form + valibot); the order error shows under «По». */
export const validPassFormSchema = v.pipe(
  v.object(passFields),
  v.forward(v.check<ValidPassFields, string>(inOrder, f.dateOrder), ['dateTo']),
)
export type ValidPassForm = v.InferOutput<typeof validPassFormSchema>

/** The request body the mock validates with the same rules. */
export const validPassBodySchema = v.pipe(
  v.object({ studentID: v.number(), ...passFields }),
  v.check<ValidPassFields & { studentID: number }, string>(inOrder, f.dateOrder),
)
export type ValidPassBody = v.InferOutput<typeof validPassBodySchema>

export const savedPassSchema = v.object({
  id: v.number(),
  studentID: v.number(),
  dateFrom: v.string(),
  dateTo: v.string(),
  reason: v.string(),
  document: v.string(),
})
export type SavedPass = v.InferOutput<typeof savedPassSchema>

export async function saveValidPass(body: ValidPassBody, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(savedPassSchema), await http.post('/Journals/ValidPass', body, options)).data
}

export async function removeValidPass(id: number, options: RequestOptions = {}) {
  await http.delete('/Journals/ValidPass', { id }, options)
}
