import * as v from 'valibot'
import { visibleText } from '@/lib/validation'
import {
  CERT_MAX_COPIES,
  CERT_PURPOSE_MAX,
  CERT_REASON_MAX,
  WORK_MAX_FILES,
  WORK_MAX_FILE_BYTES,
  WORK_REMARK_MAX,
  WORK_TITLE_MAX,
} from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
import { getConfig } from './config'
import { attrValuesSchema, portfolioAttrSchema, workAttrSchema, type PortfolioAttr } from './portfolio-attrs'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

const e = achieveTexts.cert.errors

/* ── Certificates (spec 1 §2 Certificates and applications; the calls are this portal's own) ── */

/** заказана → в работе → готова → выдана; a refusal (with a reason) ends an unfinished one. */
export const CERT_STATUSES = ['ordered', 'inWork', 'ready', 'issued', 'refused'] as const
export type CertStatus = (typeof CERT_STATUSES)[number]
export const CERT_STEPS = ['take', 'complete', 'issue', 'refuse'] as const
export type CertStep = (typeof CERT_STEPS)[number]

/** Which step the deans' office may take from which status, and where it leads (shared with the mock). */
const STEP_TABLE: Record<CertStep, { from: readonly CertStatus[]; to: CertStatus }> = {
  take: { from: ['ordered'], to: 'inWork' },
  complete: { from: ['inWork'], to: 'ready' },
  issue: { from: ['ready'], to: 'issued' },
  refuse: { from: ['ordered', 'inWork'], to: 'refused' },
}
/** The status a step leads to, or null when the step is not allowed from this status. */
export function stepTarget(status: CertStatus, step: CertStep): CertStatus | null {
  const rule = STEP_TABLE[step]
  return rule.from.includes(status) ? rule.to : null
}
/** The steps open for a certificate in this status, in the order the buttons show. */
export const stepsFor = (status: CertStatus): CertStep[] => CERT_STEPS.filter((s) => stepTarget(status, s) !== null)

export const certKindSchema = v.object({ id: v.number(), name: v.string() })
export type CertKind = v.InferOutput<typeof certKindSchema>

export const certEventSchema = v.object({ status: v.picklist(CERT_STATUSES), at: v.string() })
export const certificateSchema = v.object({
  id: v.number(),
  kindID: v.number(),
  kindName: v.string(),
  copies: v.number(),
  purpose: v.string(),
  status: v.picklist(CERT_STATUSES),
  reason: v.string(),
  orderedAt: v.string(),
  studentID: v.number(),
  studentName: v.string(),
  groupName: v.string(),
  history: v.array(certEventSchema),
})
export type Certificate = v.InferOutput<typeof certificateSchema>

/** The order form (a select gives null until chosen, a number field null when empty). */
export const certOrderSchema = v.object({
  kindID: v.pipe(
    v.nullish(v.number(), null),
    v.check((n) => typeof n === 'number' && n > 0, e.kindRequired),
    v.transform((n) => n as number),
  ),
  copies: v.pipe(
    v.nullish(v.number(), null),
    v.check((n) => n !== null, e.copiesRequired),
    v.transform((n) => n as number),
    v.check((n) => Number.isInteger(n) && n >= 1 && n <= CERT_MAX_COPIES, e.copiesRange),
  ),
  purpose: v.pipe(visibleText(e.purposeRequired), v.maxLength(CERT_PURPOSE_MAX, e.purposeLong)),
})
export type CertOrderInput = v.InferInput<typeof certOrderSchema>
export type CertOrder = v.InferOutput<typeof certOrderSchema>

export const certRefuseSchema = v.object({
  reason: v.pipe(visibleText(e.reasonRequired), v.maxLength(CERT_REASON_MAX, e.reasonLong)),
})
export type CertRefuse = v.InferOutput<typeof certRefuseSchema>

export const certStepBodySchema = v.object({
  id: v.number(),
  step: v.picklist(CERT_STEPS),
  reason: v.optional(v.string(), ''),
})
export type CertStepBody = v.InferInput<typeof certStepBodySchema>

export async function getCertKinds(options: RequestOptions = {}): Promise<CertKind[]> {
  return parseAnswer(stateEnvelope(v.array(certKindSchema)), await http.get('/Certificates/Kinds', undefined, options))
    .data
}
export async function getMyCertificates(options: RequestOptions = {}): Promise<Certificate[]> {
  return parseAnswer(stateEnvelope(v.array(certificateSchema)), await http.get('/Certificates/My', undefined, options))
    .data
}
export async function orderCertificate(body: CertOrder, options: RequestOptions = {}): Promise<Certificate> {
  return parseAnswer(stateEnvelope(certificateSchema), await http.post('/Certificates/Order', body, options)).data
}
export async function getCertificateQueue(options: RequestOptions = {}): Promise<Certificate[]> {
  return parseAnswer(
    stateEnvelope(v.array(certificateSchema)),
    await http.get('/Certificates/Queue', undefined, options),
  ).data
}
export async function stepCertificate(body: CertStepBody, options: RequestOptions = {}): Promise<Certificate> {
  return parseAnswer(stateEnvelope(certificateSchema), await http.post('/Certificates/Step', body, options)).data
}

/* ── Portfolio (spec 1 §2 Portfolio; the calls are this portal's own) ── */

const w = achieveTexts.work.errors

export const WORK_LEVELS = ['university', 'regional', 'national', 'international'] as const
export type WorkLevel = (typeof WORK_LEVELS)[number]
export const WORK_RESULTS = ['participant', 'prizewinner', 'winner'] as const
export type WorkResult = (typeof WORK_RESULTS)[number]
export const WORK_STATUSES = ['pending', 'confirmed', 'returned'] as const
export type WorkStatus = (typeof WORK_STATUSES)[number]

export const portfolioCategorySchema = v.object({ id: v.number(), name: v.string() })
export const portfolioTypeSchema = v.object({ id: v.number(), categoryID: v.number(), name: v.string() })
export type PortfolioCategory = v.InferOutput<typeof portfolioCategorySchema>
export type PortfolioType = v.InferOutput<typeof portfolioTypeSchema>

/** One row of the points table: points of a confirmed achievement of a category by level and result. */
export const pointsRuleSchema = v.object({
  categoryID: v.number(),
  level: v.picklist(WORK_LEVELS),
  result: v.picklist(WORK_RESULTS),
  points: v.number(),
})
export type PointsRule = v.InferOutput<typeof pointsRuleSchema>

export const workFileSchema = v.object({ key: v.string(), name: v.string(), size: v.number() })
export type WorkFile = v.InferOutput<typeof workFileSchema>

export const portfolioWorkSchema = v.object({
  id: v.number(),
  userID: v.number(),
  userName: v.string(),
  typeID: v.number(),
  typeName: v.string(),
  categoryID: v.number(),
  categoryName: v.string(),
  title: v.string(),
  level: v.picklist(WORK_LEVELS),
  result: v.picklist(WORK_RESULTS),
  date: v.string(),
  status: v.picklist(WORK_STATUSES),
  remark: v.string(),
  points: v.number(),
  files: v.array(workFileSchema),
  /** The type's attributes with this work's values (older answers have none). */
  attrs: v.optional(v.array(workAttrSchema)),
})
export type PortfolioWork = v.InferOutput<typeof portfolioWorkSchema>

/** Points of an achievement by the points table; none when the table has no row for it. */
export function pointsFor(
  rules: readonly PointsRule[],
  categoryID: number,
  level: WorkLevel,
  result: WorkResult,
): number {
  return rules.find((r) => r.categoryID === categoryID && r.level === level && r.result === result)?.points ?? 0
}

export interface RatingRow {
  userID: number
  userName: string
  points: number
  works: number
  place: number
}
/**
 * The rating: each person's sum of points of confirmed achievements, highest first; equal sums share a
 * place (1, 2, 2, 4), ties listed by name.
 */
export function ratingOf(
  works: readonly Pick<PortfolioWork, 'userID' | 'userName' | 'status' | 'points'>[],
): RatingRow[] {
  const byUser = new Map<number, RatingRow>()
  for (const work of works) {
    if (work.status !== 'confirmed') continue
    const row = byUser.get(work.userID) ?? {
      userID: work.userID,
      userName: work.userName,
      points: 0,
      works: 0,
      place: 0,
    }
    row.points += work.points
    row.works += 1
    byUser.set(work.userID, row)
  }
  const rows = [...byUser.values()].sort((a, b) => b.points - a.points || a.userName.localeCompare(b.userName, 'ru'))
  rows.forEach((row, i) => {
    row.place = i > 0 && rows[i - 1].points === row.points ? rows[i - 1].place : i + 1
  })
  return rows
}

const picked = <T extends readonly string[]>(options: T, message: string) =>
  v.pipe(
    v.nullish(v.string(), null),
    v.check((s) => s !== null && (options as readonly string[]).includes(s), message),
    v.transform((s) => s as T[number]),
  )

/** The achievement form's own fields (files are chosen in the form and uploaded before the save). */
const workFields = {
  title: v.pipe(visibleText(w.titleRequired), v.maxLength(WORK_TITLE_MAX, w.titleLong)),
  level: picked(WORK_LEVELS, w.levelRequired),
  result: picked(WORK_RESULTS, w.resultRequired),
  date: v.pipe(
    v.nullish(v.string(), null),
    v.check((s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s), w.dateRequired),
    v.transform((s) => s as string),
  ),
}
/** The achievement form of a type: its own fields plus one per attribute the type asks for (`attrs.a12`). */
export const workFormSchemaFor = (attrs: readonly PortfolioAttr[]) =>
  v.object({
    ...workFields,
    files: v.pipe(
      v.optional(v.array(v.instance(File)), []),
      v.maxLength(WORK_MAX_FILES, w.tooManyFiles),
      v.check((files) => files.every((f) => f.size <= WORK_MAX_FILE_BYTES), w.fileTooBig),
    ),
    attrs: v.optional(attrValuesSchema(attrs)),
  })
export const workFormSchema = workFormSchemaFor([])
export type WorkFormInput = v.InferInput<typeof workFormSchema>
export type WorkForm = v.InferOutput<typeof workFormSchema>
/** What the server receives: the form's fields, the type, the files kept and the ones just uploaded. */
export const workBodySchema = v.object({
  ...workFields,
  typeID: v.number(),
  files: v.pipe(v.array(workFileSchema), v.maxLength(WORK_MAX_FILES, w.tooManyFiles)),
  /** The attributes' values by `attrKey` (the server checks them against the type's attributes). */
  attrs: v.optional(v.record(v.string(), v.string())),
})
export type WorkBody = v.InferOutput<typeof workBodySchema>

export const workReturnSchema = v.object({
  remark: v.pipe(visibleText(w.remarkRequired), v.maxLength(WORK_REMARK_MAX, w.remarkLong)),
})
export const workVerifyBodySchema = v.object({
  id: v.number(),
  decision: v.picklist(['confirm', 'return']),
  remark: v.optional(v.string(), ''),
})
export type WorkVerifyBody = v.InferInput<typeof workVerifyBodySchema>

const portfolioRefs = v.object({
  categories: v.array(portfolioCategorySchema),
  types: v.array(portfolioTypeSchema),
  points: v.array(pointsRuleSchema),
  /** The attributes of every type (/Portfolio/Admin/EditAttrs). */
  attrs: v.optional(v.array(portfolioAttrSchema)),
})
export type PortfolioRefs = v.InferOutput<typeof portfolioRefs>

export async function getPortfolioRefs(options: RequestOptions = {}): Promise<PortfolioRefs> {
  return parseAnswer(stateEnvelope(portfolioRefs), await http.get('/Portfolio/Refs', undefined, options)).data
}
export async function getMyWorks(options: RequestOptions = {}): Promise<PortfolioWork[]> {
  return parseAnswer(
    stateEnvelope(v.array(portfolioWorkSchema)),
    await http.get('/Portfolio/MyWorks', undefined, options),
  ).data
}
export async function getWork(workID: number, options: RequestOptions = {}): Promise<PortfolioWork> {
  return parseAnswer(stateEnvelope(portfolioWorkSchema), await http.get('/Portfolio/Work', { workID }, options)).data
}
export async function uploadWorkFile(file: File, options: RequestOptions = {}): Promise<WorkFile> {
  const form = new FormData()
  form.append('file', file, file.name)
  form.append('name', file.name)
  return parseAnswer(stateEnvelope(workFileSchema), await http.post('/Portfolio/Files', form, options)).data
}
/** Uploads the chosen files, then creates (no id) or updates the achievement; it goes (back) to the verifiers. */
export async function saveWork(
  input: { workID: number | null; typeID: number; values: WorkForm; kept: WorkFile[] },
  options: RequestOptions = {},
): Promise<PortfolioWork> {
  const uploaded: WorkFile[] = []
  for (const file of input.values.files) uploaded.push(await uploadWorkFile(file, options))
  const body: WorkBody = { ...input.values, typeID: input.typeID, files: [...input.kept, ...uploaded] }
  const answer = input.workID
    ? await http.put(`/Portfolio/Work?workID=${input.workID}`, body, options)
    : await http.post('/Portfolio/Work', body, options)
  return parseAnswer(stateEnvelope(portfolioWorkSchema), answer).data
}
export async function getVerifierWorks(options: RequestOptions = {}): Promise<PortfolioWork[]> {
  return parseAnswer(
    stateEnvelope(v.array(portfolioWorkSchema)),
    await http.get('/Portfolio/Verifier/Works', undefined, options),
  ).data
}
export async function verifyWork(body: WorkVerifyBody, options: RequestOptions = {}): Promise<PortfolioWork> {
  return parseAnswer(stateEnvelope(portfolioWorkSchema), await http.post('/Portfolio/Verifier/Verify', body, options))
    .data
}
export async function getRating(options: RequestOptions = {}): Promise<RatingRow[]> {
  const row = v.object({
    userID: v.number(),
    userName: v.string(),
    points: v.number(),
    works: v.number(),
    place: v.number(),
  })
  return parseAnswer(stateEnvelope(v.array(row)), await http.get('/Portfolio/Rating', undefined, options)).data
}
/** Where a stored file is downloaded. */
export const workFileHref = (file: WorkFile) =>
  `${getConfig().api_address}/Portfolio/Files/${file.key}/${encodeURIComponent(file.name)}`
