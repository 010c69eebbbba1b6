import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { visibleText } from '@/lib/validation'
import { finnirTexts as t } from '@/texts/ru/finnir'
import {
  FINNIR_AMOUNT_MAX,
  FINNIR_FILES_MAX,
  FINNIR_SUMMARY_MAX,
  FINNIR_TERM_MAX,
  NIR_AUTHOR_FIO_MAX,
  NIR_NAME_MAX,
  NIR_REMARK_MAX,
} from '@/lib/constants/nir'

/**
 * Research funding claims (spec 1 §2 «Research funding»: /FinNir/Claim, Show, AuthorCab, UNICab, EditClaim;
 * spec 1 §9: status 23 = in editing). A claim is a work of category «ФинНИР» («Заявка НИОКТР»): the author
 * files it (on review, 24), the university office accepts it (25) or returns it with a remark (23), the
 * author corrects and files it again. The form's schema is reused by the mock handler.
 */
const amountText = FINNIR_AMOUNT_MAX.toLocaleString('ru-RU')
const FILE_NAME = /\.(pdf|docx)$/i

/** The form's fields (files are the ones newly chosen; those already attached are kept by the server). */
export const claimFormSchema = v.object({
  title: v.pipe(visibleText(t.required.title), v.maxLength(NIR_NAME_MAX, t.tooLong(NIR_NAME_MAX))),
  leader: v.pipe(visibleText(t.required.leader), v.maxLength(NIR_AUTHOR_FIO_MAX, t.tooLong(NIR_AUTHOR_FIO_MAX))),
  summary: v.pipe(visibleText(t.required.summary), v.maxLength(FINNIR_SUMMARY_MAX, t.tooLong(FINNIR_SUMMARY_MAX))),
  amount: v.pipe(
    v.nullable(v.number(t.required.amount)),
    v.check((n) => n !== null, t.required.amount),
    v.check((n) => n === null || (n > 0 && n <= FINNIR_AMOUNT_MAX), t.amountRange(amountText)),
    v.transform((n) => n as number),
  ),
  term: v.pipe(
    v.nullable(v.number(t.required.term)),
    v.check((n) => n !== null, t.required.term),
    v.check((n) => n === null || (Number.isInteger(n) && n >= 1 && n <= FINNIR_TERM_MAX), t.termRange(FINNIR_TERM_MAX)),
    v.transform((n) => n as number),
  ),
  files: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.instance(File),
          v.check((f) => FILE_NAME.test(f.name), t.badFile),
        ),
      ),
      v.maxLength(FINNIR_FILES_MAX, t.tooManyFiles(FINNIR_FILES_MAX)),
    ),
    [],
  ),
})
export type ClaimFormInput = v.InferInput<typeof claimFormSchema>
export type ClaimValues = v.InferOutput<typeof claimFormSchema>
/** The claim's fields as the server receives them (the multipart «claim» part), files apart. */
export const claimBodySchema = v.object({
  workID: v.nullable(v.number()),
  ...v.omit(claimFormSchema, ['files']).entries,
})
export type ClaimBody = v.InferOutput<typeof claimBodySchema>

export const claimFileSchema = v.object({ name: v.string(), size: v.number() })
export const claimSchema = v.object({
  workID: v.number(),
  idUser: v.number(),
  author: v.string(),
  title: v.string(),
  leader: v.string(),
  summary: v.string(),
  amount: v.number(),
  term: v.number(),
  status: v.number(),
  dateInsert: v.string(),
  files: v.array(claimFileSchema),
  remarks: v.array(v.object({ date: v.string(), fio: v.string(), text: v.string() })),
  /** The author's department (the register's totals are per department). */
  department: v.string(),
  /** Every change of its status: filed, returned, accepted (oldest first). */
  history: v.array(v.object({ date: v.string(), status: v.number(), fio: v.string() })),
  /** The signed-in user may correct it (its author, status 23). */
  allowEdit: v.boolean(),
})
export type Claim = v.InferOutput<typeof claimSchema>
export type ClaimFile = v.InferOutput<typeof claimFileSchema>
export type ClaimStep = Claim['history'][number]

/** One department's line of the register: how many accepted claims and their requested sum. */
export interface DepartmentTotal {
  department: string
  count: number
  amount: number
}

/** The register's totals per department (alphabetical) and the grand total, from the accepted claims. */
export function totalsByDepartment(claims: readonly Claim[]): { rows: DepartmentTotal[]; total: DepartmentTotal } {
  const byName = new Map<string, DepartmentTotal>()
  for (const c of claims) {
    const row = byName.get(c.department) ?? { department: c.department, count: 0, amount: 0 }
    row.count += 1
    row.amount += c.amount
    byName.set(c.department, row)
  }
  const rows = [...byName.values()].sort((a, b) => a.department.localeCompare(b.department, 'ru'))
  const total = rows.reduce((s, r) => ({ ...s, count: s.count + r.count, amount: s.amount + r.amount }), {
    department: '',
    count: 0,
    amount: 0,
  })
  return { rows, total }
}

/** The office's decision: accept, or return with a remark (required for a return). */
export const decisionRemarkSchema = v.object({
  remark: v.pipe(visibleText(t.remarkRequired), v.maxLength(NIR_REMARK_MAX, t.tooLong(NIR_REMARK_MAX))),
})
export const decisionBodySchema = v.variant('accept', [
  v.object({ workID: v.number(), accept: v.literal(true) }),
  v.object({ workID: v.number(), accept: v.literal(false), ...decisionRemarkSchema.entries }),
])
export type DecisionBody = v.InferInput<typeof decisionBodySchema>

function data<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  return parseAnswer(stateEnvelope(schema), answer).data as v.InferOutput<S>
}

export const getClaim = async (workID: number, o?: RequestOptions) =>
  data(claimSchema, await http.get('/FinNir/Get/Claim', { workID }, o))
export const getAuthorClaims = async (o?: RequestOptions) =>
  data(v.array(claimSchema), await http.get('/FinNir/Get/AuthorClaims', undefined, o))
/** The register: every accepted claim (the science office). */
export const getRegister = async (o?: RequestOptions) =>
  data(v.array(claimSchema), await http.get('/FinNir/Get/Register', undefined, o))
export const getUniClaims = async (o?: RequestOptions) =>
  data(v.array(claimSchema), await http.get('/FinNir/Get/UNIClaims', undefined, o))

/** Files a new claim (workID null) or the corrected one: multipart «claim» (JSON) and «cfile» parts. */
export async function submitClaim(workID: number | null, values: ClaimValues, o?: RequestOptions) {
  const { files, ...fields } = values
  const body: ClaimBody = { workID, ...fields }
  const form = new FormData()
  form.append('claim', JSON.stringify(body))
  for (const file of files) form.append('cfile', file, file.name)
  return data(claimSchema, await http.post('/FinNir/Set/Claim', form, o))
}

export const decideClaim = async (body: DecisionBody, o?: RequestOptions) =>
  data(claimSchema, await http.post('/FinNir/Set/Decision', body, o))
