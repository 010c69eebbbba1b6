import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { competencyTexts } from '@/texts/ru/competency'

const e = competencyTexts.errors

export const COMPETENCY_STATUSES = ['none', 'draft', 'submitted'] as const
export type CompetencyStatus = (typeof COMPETENCY_STATUSES)[number]
export const SCORE_MAX = 5
export const COMMENT_MAX = 1000

export const competenceSchema = v.object({ id: v.number(), name: v.string() })
export const areaSchema = v.object({ id: v.number(), name: v.string(), competences: v.array(competenceSchema) })
export type CompetencyArea = v.InferOutput<typeof areaSchema>

const scoreSchema = v.pipe(
  v.number(e.badScore),
  v.integer(e.badScore),
  v.minValue(1, e.badScore),
  v.maxValue(5, e.badScore),
)

/** The form's values: a score (or nothing yet) per competence `c<id>`, a comment per area `a<id>`. */
export const competencyFormSchema = v.object({
  ratings: v.record(v.string(), v.nullable(scoreSchema)),
  comments: v.record(v.string(), v.pipe(v.string(), v.maxLength(COMMENT_MAX, e.commentLong))),
})
export type CompetencyForm = v.InferOutput<typeof competencyFormSchema>
export type CompetencyFormInput = v.InferInput<typeof competencyFormSchema>

/** The body of a save: the form plus the year and whether it is the final submission. */
export const competencySaveSchema = v.object({
  ...competencyFormSchema.entries,
  year: v.pipe(v.string(), v.regex(/^\d{4}-\d{4}$/, e.badYear)),
  submit: v.boolean(),
})
export type CompetencySave = v.InferOutput<typeof competencySaveSchema>

export const assessmentSchema = v.object({
  year: v.string(),
  status: v.picklist(COMPETENCY_STATUSES),
  updatedAt: v.string(),
  submittedAt: v.string(),
  ratings: v.record(v.string(), v.nullable(v.number())),
  comments: v.record(v.string(), v.string()),
})
export type Assessment = v.InferOutput<typeof assessmentSchema>

export const historyItemSchema = v.object({
  year: v.string(),
  status: v.picklist(COMPETENCY_STATUSES),
  submittedAt: v.string(),
  average: v.nullable(v.number()),
})

export const myCompetencySchema = v.object({
  currentYear: v.string(),
  areas: v.array(areaSchema),
  assessment: v.nullable(assessmentSchema),
  history: v.array(historyItemSchema),
})
export type MyCompetency = v.InferOutput<typeof myCompetencySchema>

/** One teacher's assessment as a head sees it (the list's expanded row). */
export const teacherAssessmentSchema = v.object({
  teacherName: v.string(),
  areas: v.array(areaSchema),
  assessment: v.nullable(assessmentSchema),
})
export type TeacherAssessment = v.InferOutput<typeof teacherAssessmentSchema>

export const statRowSchema = v.object({
  department: v.string(),
  teachers: v.number(),
  submitted: v.number(),
  drafts: v.number(),
  averages: v.record(v.string(), v.nullable(v.number())),
})
export type StatRow = v.InferOutput<typeof statRowSchema>
export const statAnswerSchema = v.object({
  areas: v.array(v.object({ id: v.number(), name: v.string() })),
  rows: v.array(statRowSchema),
  overall: statRowSchema,
})
export type StatAnswer = v.InferOutput<typeof statAnswerSchema>

export const ratingKey = (competenceID: number) => `c${competenceID}`
export const commentKey = (areaID: number) => `a${areaID}`

/** The competences without a score: a submission needs every one rated (the form and the server alike). */
export function missingRatings(areas: readonly CompetencyArea[], ratings: Record<string, number | null | undefined>) {
  return areas.flatMap((a) => a.competences.map((c) => ratingKey(c.id))).filter((key) => ratings[key] == null)
}

const round2 = (n: number) => Math.round(n * 100) / 100

/** Mean score of an area's rated competences (two decimals), null when none is rated. */
export function areaAverage(area: CompetencyArea, ratings: Record<string, number | null | undefined>): number | null {
  const scores = area.competences.map((c) => ratings[ratingKey(c.id)]).filter((s): s is number => s != null)
  return scores.length ? round2(scores.reduce((a, b) => a + b, 0) / scores.length) : null
}

/** Mean of every rated competence, null when none is rated. */
export function overallAverage(areas: readonly CompetencyArea[], ratings: Record<string, number | null | undefined>) {
  const scores = areas.flatMap((a) => a.competences.map((c) => ratings[ratingKey(c.id)])).filter((s) => s != null)
  return scores.length ? round2(scores.reduce((a, b) => a + b, 0) / scores.length) : null
}

/** The empty form of a questionnaire, or the saved values of an assessment. */
export function formValues(areas: readonly CompetencyArea[], saved: Assessment | null): CompetencyFormInput {
  const ratings: Record<string, number | null> = {}
  const comments: Record<string, string> = {}
  for (const area of areas) {
    comments[commentKey(area.id)] = saved?.comments[commentKey(area.id)] ?? ''
    for (const c of area.competences) ratings[ratingKey(c.id)] = saved?.ratings[ratingKey(c.id)] ?? null
  }
  return { ratings, comments }
}

export async function getMyCompetency(year: string, options: RequestOptions = {}): Promise<MyCompetency> {
  return parseAnswer(stateEnvelope(myCompetencySchema), await http.get('/Teacher/Competency', { year }, options)).data
}

export async function saveMyCompetency(body: CompetencySave, options: RequestOptions = {}): Promise<Assessment> {
  return parseAnswer(stateEnvelope(assessmentSchema), await http.post('/Teacher/Competency', body, options)).data
}

export async function getCompetencyStat(year: string, options: RequestOptions = {}): Promise<StatAnswer> {
  return parseAnswer(
    stateEnvelope(statAnswerSchema),
    await http.get('/TeacherCompetencyAssessment/Stat', { year }, options),
  ).data
}
