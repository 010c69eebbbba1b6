import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { visibleText } from '@/lib/validation'
import {
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_MESSAGE_MAX,
  FEEDBACK_ANSWER_MAX,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TOPIC_MAX,
  SITE_ACCENTS,
} from '@/lib/constants/admin'
import { adminTexts as t } from '@/texts/ru/admin'

/**
 * The portal's administration area (issue 18): feedback to the portal's team. The spec names the
 * routes (/feedback, /addFeedback) but no calls: GET /Feedback (one's own; administrators with
 * all=true everyone's), POST /Feedback {topic, text}, POST /Feedback/{id}/Answer {answer}.
 */
export const feedbackSchema = v.object({
  id: v.number(),
  userID: v.number(),
  fio: v.string(),
  topic: v.string(),
  text: v.string(),
  date: v.string(),
  answer: v.nullable(v.string()),
  answeredBy: v.nullable(v.string()),
  answerDate: v.nullable(v.string()),
})
export type Feedback = v.InferOutput<typeof feedbackSchema>

const trimmed = (message: string, max: number, label: string) =>
  v.pipe(v.string(message), v.trim(), visibleText(message), v.maxLength(max, `${label}: ${t.tooLong(max)}`))

/** The form of /addFeedback, also the mock's body check. */
export const feedbackFormSchema = v.object({
  topic: trimmed(t.feedbackTopicRequired, FEEDBACK_TOPIC_MAX, t.feedbackTopic),
  text: trimmed(t.feedbackTextRequired, FEEDBACK_TEXT_MAX, t.feedbackText),
})
export type FeedbackForm = v.InferOutput<typeof feedbackFormSchema>

/** An administrator's answer. */
export const feedbackAnswerSchema = v.object({
  answer: trimmed(t.feedbackAnswerRequired, FEEDBACK_ANSWER_MAX, t.feedbackAnswer),
})
export type FeedbackAnswer = v.InferOutput<typeof feedbackAnswerSchema>

export async function listFeedback(all: boolean, options: RequestOptions = {}): Promise<Feedback[]> {
  const answer = await http.get('/Feedback', { all: all || undefined }, options)
  return parseAnswer(stateEnvelope(v.array(feedbackSchema)), answer).data
}

export async function sendFeedback(body: FeedbackForm, options: RequestOptions = {}): Promise<Feedback> {
  const answer = await http.post('/Feedback', body, options)
  return parseAnswer(stateEnvelope(feedbackSchema), answer).data
}

export async function answerFeedback(
  id: number,
  body: FeedbackAnswer,
  options: RequestOptions = {},
): Promise<Feedback> {
  const answer = await http.post(`/Feedback/${id}/Answer`, body, options)
  return parseAnswer(stateEnvelope(feedbackSchema), answer).data
}

/**
 * /Admin/Settings: the site parameters the initialization info serves to everyone (spec 1 §3
 * "Initialization info": defaultAccentColor, qrScannerEnabled, the snow flag). GET/PUT /Admin/Settings.
 */
export const siteSettingsSchema = v.object({
  snow: v.boolean(),
  qrScannerEnabled: v.boolean(),
  defaultAccentColor: v.picklist(SITE_ACCENTS, t.accentInvalid),
})
export type SiteSettings = v.InferOutput<typeof siteSettingsSchema>

export async function getSiteSettings(options: RequestOptions = {}): Promise<SiteSettings> {
  return parseAnswer(stateEnvelope(siteSettingsSchema), await http.get('/Admin/Settings', undefined, options)).data
}

export async function saveSiteSettings(body: SiteSettings, options: RequestOptions = {}): Promise<SiteSettings> {
  return parseAnswer(stateEnvelope(siteSettingsSchema), await http.put('/Admin/Settings', body, options)).data
}

/** A client error the portal reports about itself (POST /Admin/LogErrors; GET lists them for administrators). */
export const clientErrorReportSchema = v.object({
  kind: v.picklist(CLIENT_ERROR_KINDS, t.errorKindInvalid),
  message: v.pipe(v.string(), v.trim(), visibleText(t.errorMessageRequired), v.maxLength(CLIENT_ERROR_MESSAGE_MAX)),
  route: v.pipe(v.string(), v.maxLength(500)),
  browser: v.pipe(v.string(), v.maxLength(500)),
})
export type ClientErrorReport = v.InferOutput<typeof clientErrorReportSchema>
export const clientErrorSchema = v.object({
  ...clientErrorReportSchema.entries,
  id: v.number(),
  date: v.string(),
  fio: v.nullable(v.string()),
})
export type ClientError = v.InferOutput<typeof clientErrorSchema>

export async function listClientErrors(options: RequestOptions = {}): Promise<ClientError[]> {
  const answer = await http.get('/Admin/LogErrors', undefined, options)
  return parseAnswer(stateEnvelope(v.array(clientErrorSchema)), answer).data
}

/**
 * /Admin/Audit: the demo backend's journaled writes with who and when (GET /Admin/Audit with the
 * filters userID, area, from, to as 'yyyy-mm-dd'; administrators only). `when` and `fio` are '—' for
 * entries written before the journal recorded them.
 */
export const auditRowSchema = v.object({
  id: v.number(),
  when: v.string(),
  userID: v.number(),
  fio: v.string(),
  method: v.string(),
  path: v.string(),
  area: v.string(),
  resource: v.string(),
  summary: v.string(),
})
export type AuditRow = v.InferOutput<typeof auditRowSchema>

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))

/** The audit's filter form (and the list call's query, checked by the mock alike). */
export const auditFilterSchema = v.pipe(
  v.object({
    userID: v.nullish(v.number()),
    area: v.nullish(v.string()),
    from: v.nullish(isoDate),
    to: v.nullish(isoDate),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], (f) => !f.from || !f.to || f.from <= f.to, t.auditPeriodInvalid),
    ['to'],
  ),
)
export type AuditFilter = v.InferOutput<typeof auditFilterSchema>

/** One option of the audit's filters (GET /Admin/Audit/Users, /Admin/Audit/Areas). */
export const auditUserSchema = v.object({ id: v.number(), name: v.string() })
export const auditAreaSchema = v.object({ id: v.string(), name: v.string() })
