import * as v from 'valibot'
import { hasVisibleText } from '@/lib/validation'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

/** GEK report (spec 2 §3, §7 GEK report). Dates travel as yyyy-mm-dd. */
export const COUNT_KEYS = [
  'ThemaStudent',
  'CompanyStatement',
  'ByApplicationArea',
  'BySearchArea',
  'ByScientificFieldOfStudy',
  'RecommendedForPublication',
  'RecommendedForImplementation',
  'Implemented',
  'DiplomaWithHonors',
] as const
export type CountKey = (typeof COUNT_KEYS)[number]
export const FORMS = ['o', 'oz', 'z'] as const
export type CountField = `${(typeof FORMS)[number]}${CountKey}`
export const COUNT_FIELDS = FORMS.flatMap((f) => COUNT_KEYS.map((k) => `${f}${k}` as CountField))

const num = v.pipe(
  v.optional(v.nullable(v.number()), 0),
  v.transform((n) => n ?? 0),
)
const str = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((s) => s ?? ''),
)

export const orderSchema = v.object({ serialNumber: v.number(), theme: str, dateVeryfied: str, number: str })
export type GiaOrder = v.InferOutput<typeof orderSchema>

const countEntries = Object.fromEntries(COUNT_FIELDS.map((k) => [k, num])) as Record<CountField, typeof num>

export const protocolSchema = v.object({
  reportID: v.optional(v.nullable(v.number()), null),
  secretarId: v.optional(v.nullable(v.number()), null),
  chairmanId: v.optional(v.nullable(v.number()), null),
  chairmanFullName: str,
  chairmanPhoto: str,
  ugsnid: v.optional(v.nullable(v.number()), null),
  directionСipher: str,
  nameOOP: str,
  typeProtocol: v.optional(v.number(), 1),
  veryfied: v.optional(v.boolean(), false),
  dateApprovedForTheScienceMethodOfAdviceOnUGSN: str,
  numberApprovedForTheScienceMethodOfAdviceOnUGSN: str,
  dateProtocolSessionCafAboutApprovalWKR: str,
  numberProtocolSessionCafaboutApprovalWKR: str,
  dateApprovedMinofScience: str,
  averageOriginality: num,
  demonstrationPart: str,
  dateQuestionsGIAapprovalprotocol: str,
  numberQuestionsGIAapprovalprotocol: str,
  theMainDisadvantagesOfWRC: str,
  proposalByThePresident: str,
  levelEducation: v.optional(v.number(), 2),
  porotectionFromTheStateExam: v.optional(v.boolean(), false),
  orders: v.optional(v.array(orderSchema), []),
  competencies: v.optional(v.array(v.number()), []),
  bestWorks: v.optional(v.array(v.number()), []),
  ...countEntries,
})
export type GiaProtocol = v.InferOutput<typeof protocolSchema>

/**
 * The report form's rules (spec 2 §6 GEK report): required fields are only highlighted (no text) and nothing
 * blocks saving, so the issues carry an empty message and the save itself parses with `protocolSchema`
 * (which the mock handler checks too). «Required» text means at least one visible character (issue 13 item 6).
 */
const requiredText = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.check((s) => hasVisibleText(s), ''),
)
export const REQUIRED_FIELDS = [
  'ugsnid',
  'directionСipher',
  'nameOOP',
  'numberApprovedForTheScienceMethodOfAdviceOnUGSN',
  'averageOriginality',
  'demonstrationPart',
] as const
export const reportFormSchema = v.object({
  ...protocolSchema.entries,
  ugsnid: v.pipe(
    v.optional(v.nullable(v.number()), null),
    v.check((n) => n !== null && n > 0, ''),
  ),
  directionСipher: requiredText,
  nameOOP: requiredText,
  numberApprovedForTheScienceMethodOfAdviceOnUGSN: requiredText,
  averageOriginality: v.pipe(
    num,
    v.check((n) => n > 0, ''),
  ),
  demonstrationPart: requiredText,
  orders: v.optional(v.array(v.object({ ...orderSchema.entries, theme: requiredText, number: requiredText })), []),
})

export const ugsnSchema = v.object({ id: v.number(), name: v.string() })
export type Ugsn = v.InferOutput<typeof ugsnSchema>
export const directionSchema = v.object({ full: v.string() })
export type Direction = v.InferOutput<typeof directionSchema>
export const chairmanSchema = v.object({
  userID: v.number(),
  chairmanID: v.number(),
  userFullName: v.string(),
  photoPath: v.string(),
})
export type Chairman = v.InferOutput<typeof chairmanSchema>
export const studentSchema = v.object({
  studentID: v.number(),
  reportID: v.nullable(v.number()),
  fullName: v.string(),
  groupName: v.string(),
  photoPath: v.string(),
  chairmanConfirmed: v.boolean(),
  text1: v.string(),
  text2: v.string(),
  selected: v.boolean(),
})
export type Student = v.InferOutput<typeof studentSchema>
export const competenceSchema = v.object({
  id: v.number(),
  chiperCompetencies: v.string(),
  name: v.string(),
  selected: v.boolean(),
})
export type Competence = v.InferOutput<typeof competenceSchema>
export const programmeSchema = v.object({ specialtyName: v.string() })
export const documentSchema = v.object({
  reportID: v.number(),
  directionСipher: v.string(),
  levelEducation: v.number(),
  veryfied: v.boolean(),
  chairmanFullName: v.string(),
})
export type GiaDocument = v.InferOutput<typeof documentSchema>

/** typeProtocol: 1–2 bachelors, 3–4 masters, 5–6 specialists; even = defense with state exam. */
export function levelOfType(type: number): 1 | 2 | 3 {
  if (type <= 2) return 2
  if (type <= 4) return 3
  return 1
}
export const examOfType = (type: number): boolean => type % 2 === 0
export function typeOf(level: number, exam: boolean): number {
  const base = level === 3 ? 3 : level === 1 ? 5 : 1
  return base + (exam ? 1 : 0)
}
/** The cipher is the first word of a direction's 'full' text. */
export const cipherOf = (full: string): string => full.trim().split(/\s+/)[0] ?? ''

const BASE = '/GIA/GiaReport'

export function emptyProtocol(): GiaProtocol {
  return v.parse(protocolSchema, {
    orders: [
      { serialNumber: 1, theme: 'Приказ об утверждении тем ВКР и руководителей', dateVeryfied: '', number: '' },
      {
        serialNumber: 2,
        theme: 'Приказ о допуске к государственной итоговой аттестации',
        dateVeryfied: '',
        number: '',
      },
    ],
  })
}

export async function getReport(protocolID: number, options: RequestOptions = {}) {
  const answer = parseAnswer(
    stateEnvelope(v.object({ allowConfirm: v.boolean(), protocol: protocolSchema })),
    await http.get(`${BASE}/GiaReportController`, { protocolID }, options),
  )
  return answer.data
}
export async function saveReport(body: GiaProtocol, options: RequestOptions = {}) {
  const answer = parseAnswer(
    stateEnvelope(v.object({ saveProtocol: v.object({ reportID: v.number() }) })),
    await http.post(`${BASE}/GiaReportController`, body, options),
  )
  return answer.data.saveProtocol
}
export async function confirmStudents(list: { protocolID: number; greatJob: number }[], options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(v.unknown()), await http.post(`${BASE}/AllStudentByReports`, list, options)).data
}
export async function getUgsn(options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(v.array(ugsnSchema)),
    await http.get(`${BASE}/GetUGSNBySecretar`, undefined, options),
  ).data
}
export async function getDirections(ugsnID: number, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(v.array(directionSchema)),
    await http.get(`${BASE}/GetDirectionOfTraining`, { FirstLitterUGSN: ugsnID }, options),
  ).data
}
/** Programme names as strings (spec: 'the result is converted to a string and added to the list'). */
export async function getProgrammes(directionFull: string, options: RequestOptions = {}) {
  const list = parseAnswer(
    stateEnvelope(v.array(programmeSchema)),
    await http.get(`${BASE}/GetOPOPBySecretar`, { CipgSpe: cipherOf(directionFull) }, options),
  ).data
  return list.map((p) => String(p.specialtyName))
}
export async function getChairmen(cipher: string, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(v.array(chairmanSchema)),
    await http.get(`${BASE}/GetChairmanList`, { chiper: cipher }, options),
  ).data
}
export async function getStudents(userID: number, level: number, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(v.array(studentSchema)),
    await http.get(`${BASE}/AllStudentByReports`, { userID, level }, options),
  ).data
}
export async function getCompetences(cipher: string, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(v.array(competenceSchema)),
    await http.get(`${BASE}/Competencies`, { chiper: cipher }, options),
  ).data
}
/** Demo listing (not in the spec): the secretary's reports, or the chairman's reports to confirm. */
export async function getDocuments(options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(v.array(documentSchema)), await http.get(`${BASE}/Documents`, undefined, options))
    .data
}
