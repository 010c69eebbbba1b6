import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { visibleText } from '@/lib/validation'
import { SIGNATURE_REASON_MAX } from '@/lib/constants/boards'
import { signaturesTexts as t } from '@/texts/ru/signatures'

/**
 * /Signatures (spec 1 §2, Communication): the documents waiting for my e-signature and my decisions.
 * GET /Signatures, POST /Signatures/{id}/Sign, POST /Signatures/{id}/Refuse {reason}.
 */
export const signatureSchema = v.object({
  id: v.number(),
  title: v.string(),
  kind: v.string(),
  from: v.string(),
  created: v.string(),
  due: v.nullable(v.string()),
  state: v.picklist(['waiting', 'signed', 'refused']),
  decided: v.nullable(v.string()),
  reason: v.nullable(v.string()),
})
export type SignatureRequest = v.InferOutput<typeof signatureSchema>

/** The refusal form (ReasonForm), also the mock's body check. */
export const refusalSchema = v.object({
  reason: v.pipe(
    v.string(t.reasonRequired),
    v.trim(),
    visibleText(t.reasonRequired),
    v.maxLength(SIGNATURE_REASON_MAX, t.reasonTooLong(SIGNATURE_REASON_MAX)),
  ),
})

export async function listSignatures(options: RequestOptions = {}): Promise<SignatureRequest[]> {
  return parseAnswer(stateEnvelope(v.array(signatureSchema)), await http.get('/Signatures', undefined, options)).data
}

export async function signDocument(id: number, options: RequestOptions = {}): Promise<SignatureRequest> {
  return parseAnswer(stateEnvelope(signatureSchema), await http.post(`/Signatures/${id}/Sign`, {}, options)).data
}

export async function refuseDocument(
  id: number,
  reason: string,
  options: RequestOptions = {},
): Promise<SignatureRequest> {
  const answer = await http.post(`/Signatures/${id}/Refuse`, { reason }, options)
  return parseAnswer(stateEnvelope(signatureSchema), answer).data
}
