import * as v from 'valibot'
import { visibleText } from '@/lib/validation'
import { FEEDBACK_TEXT_MAX, FORM_KINDS, RATING_MAX, RATING_MIN, type FormKind } from '@/lib/constants/schoolx'
import { schoolxTexts } from '@/texts/ru/schoolx'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

/**
 * «Школа Х»: feedback forms, their criteria and the feedback statistics (spec 2 §2.7, §3, §7).
 * Dates travel as yyyy-mm-dd.
 */
const e = schoolxTexts.feedback.errors

export const periodSchema = v.object({
  periodID: v.number(),
  typeID: v.number(),
  name: v.string(),
  dateStart: v.string(),
  dateEnd: v.string(),
})
export type SchoolXPeriod = v.InferOutput<typeof periodSchema>

export const criterionSchema = v.object({
  criteriaID: v.number(),
  name: v.string(),
  maxPoints: v.number(),
})
export type Criterion = v.InferOutput<typeof criterionSchema>

export const formKindSchema = v.picklist(FORM_KINDS)

const answerSchema = v.object({
  kind: formKindSchema,
  rating: v.number(),
  text: v.string(),
  peerID: v.nullable(v.number()),
  scores: v.record(v.string(), v.number()),
  date: v.string(),
  points: v.number(),
})
export type FeedbackAnswer = v.InferOutput<typeof answerSchema>

export const feedbackModuleSchema = v.object({
  moduleID: v.number(),
  name: v.string(),
  teachers: v.array(v.string()),
  answers: v.array(answerSchema),
})
export type FeedbackModule = v.InferOutput<typeof feedbackModuleSchema>

export const feedbackFormsSchema = v.object({
  /** The feedback period shown: the open one, else the next one, else null. */
  period: v.nullable(periodSchema),
  open: v.boolean(),
  modules: v.array(feedbackModuleSchema),
  classmates: v.array(v.object({ studentID: v.number(), fio: v.string() })),
})
export type FeedbackForms = v.InferOutput<typeof feedbackFormsSchema>

/** The form's values as react-hook-form holds them. */
export interface FeedbackFormValues {
  rating: number | null
  text: string
  peerID: number | null
  scores: Record<string, number | null>
}

/** A number the form holds as `number | null` (an empty field) that must be filled and pass `rule`. */
const required = (rule: (n: number) => boolean, message: string) =>
  v.pipe(
    v.union([v.number(message), v.null()], message),
    v.check((n): boolean => typeof n === 'number' && rule(n), message),
    v.transform((n) => n as number),
  )

/**
 * The one rule set of a feedback form, shared by the screen and the mock handler: a rating 1–5, a text
 * with a visible character (≤ 2000), a classmate for peer review, every criterion scored 0…max.
 */
export function feedbackFormSchema(kind: FormKind, criteria: readonly Criterion[]) {
  const scoreEntries = Object.fromEntries(
    criteria.map((c) => [
      String(c.criteriaID),
      kind === 'criterias' ? required((n) => n >= 0 && n <= c.maxPoints, e.score) : v.optional(v.nullable(v.number())),
    ]),
  )
  return v.object({
    rating: required((n) => Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX, e.rating),
    text: v.pipe(visibleText(e.text), v.maxLength(FEEDBACK_TEXT_MAX, e.textLong)),
    peerID: kind === 'peerReview' ? required(() => true, e.peer) : v.optional(v.nullable(v.number()), null),
    scores: v.pipe(
      v.object(scoreEntries),
      v.transform((s) =>
        Object.fromEntries(
          Object.entries(s).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
        ),
      ),
    ),
  })
}
export type FeedbackFormOutput = {
  rating: number
  text: string
  peerID: number | null
  scores: Record<string, number>
}

export const feedbackBodySchema = v.object({
  periodID: v.number(),
  moduleID: v.number(),
  kind: formKindSchema,
  values: v.unknown(),
})
export type FeedbackBody = { periodID: number; moduleID: number; kind: FormKind; values: FeedbackFormOutput }

const BASE = '/SchoolX/Feedback'

/** GET /api/SchoolX/Feedback/Forms?periodID= → the student's modules and their filled forms in a feedback period. */
export async function getFeedbackForms(periodID: number | null, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(feedbackFormsSchema),
    await http.get(`${BASE}/Forms`, { periodID: periodID ?? undefined }, options),
  ).data
}

/** GET /api/SchoolX/Admin/Criterias → the criteria a module is rated by (page /donstux/Admin/Criterias). */
export async function getCriteria(options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(v.array(criterionSchema)),
    await http.get('/SchoolX/Admin/Criterias', undefined, options),
  ).data
}

/** POST /api/SchoolX/Feedback/Form → the saved answer. */
export async function saveFeedback(body: FeedbackBody, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(answerSchema), await http.post(`${BASE}/Form`, body, options)).data
}

// ---- statistics (spec 2 §7: each call with {course, periodNumber, year}) ----

export interface StatQuery {
  course: number
  periodNumber: number
  year: number
}

export const statDateSchema = v.object({
  course: v.number(),
  periodNumber: v.number(),
  year: v.number(),
  name: v.string(),
  dateStart: v.string(),
  dateEnd: v.string(),
})
export type StatDate = v.InferOutput<typeof statDateSchema>

const kindCounts = v.object(
  Object.fromEntries(FORM_KINDS.map((k) => [k, v.number()])) as Record<FormKind, v.NumberSchema<undefined>>,
)

export const activitiesSchema = v.object({
  students: v.number(),
  active: v.number(),
  forms: v.number(),
  points: v.number(),
  byKind: kindCounts,
  byDay: v.array(v.object({ date: v.string(), count: v.number() })),
})
export type Activities = v.InferOutput<typeof activitiesSchema>

/** Spec 2 §3 "Feedback statistics per student". */
export const studentStatSchema = v.object({
  studentID: v.number(),
  fio: v.string(),
  teachers: v.number(),
  files: v.number(),
  modules: v.number(),
  criterias: v.number(),
  reflection: v.number(),
  tutorial: v.number(),
  peerReview: v.number(),
  points: v.number(),
  dateStart: v.nullable(v.string()),
  dateFinish: v.nullable(v.string()),
})
export type StudentStat = v.InferOutput<typeof studentStatSchema>

export const formResultSchema = v.object({
  type: formKindSchema,
  modules: v.array(
    v.object({
      moduleID: v.number(),
      name: v.string(),
      count: v.number(),
      averageRating: v.nullable(v.number()),
      ratings: v.array(v.number()),
    }),
  ),
  criteria: v.array(
    v.object({ criteriaID: v.number(), name: v.string(), maxPoints: v.number(), average: v.nullable(v.number()) }),
  ),
})
export type FormResult = v.InferOutput<typeof formResultSchema>

const STAT = `${BASE}/Stat`

export async function getStatDates(query: Partial<StatQuery>, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(v.array(statDateSchema)), await http.get(`${STAT}/Dates`, { ...query }, options))
    .data
}
export async function getActivities(query: StatQuery, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(activitiesSchema), await http.get(`${STAT}/Activities`, { ...query }, options)).data
}
export async function getStudentsList(query: StatQuery, options: RequestOptions = {}) {
  return parseAnswer(
    stateEnvelope(v.array(studentStatSchema)),
    await http.get(`${STAT}/StudentsList`, { ...query }, options),
  ).data
}
export async function getFormResult(query: StatQuery, type: FormKind, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(formResultSchema), await http.get(`${STAT}/FormResult`, { ...query, type }, options))
    .data
}
