import * as v from 'valibot'
import { visibleText } from '@/lib/validation'
import { CERT_MAX_COPIES, CERT_PURPOSE_MAX, CERT_REASON_MAX } from '@/lib/constants/achieve'
import { achieveTexts } from '@/texts/ru/achieve'
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
