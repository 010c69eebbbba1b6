import * as v from 'valibot'
import { visibleText } from '@/lib/validation'
import {
  CONTEST_MAX_FILE_BYTES,
  CONTEST_MAX_FILES,
  CONTEST_SUMMARY_MAX,
  CONTEST_TITLE_MAX,
  DRAW_MAX_NAMES,
  DRAW_NAME_MAX,
} from '@/lib/constants/contests'
import { contestTexts, fillText } from '@/texts/ru/contests'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

const e = contestTexts.errors

/* ── Contests (spec 2 §3 Contest; issue 16): list, one contest's page, applying, judging, results, the draw ── */

export const contestCriterionSchema = v.object({ id: v.number(), name: v.string(), maxMark: v.number() })
export type ContestCriterion = v.InferOutput<typeof contestCriterionSchema>
export const contestStageSchema = v.object({ name: v.string(), date: v.string() })
export const contestSchema = v.object({
  competitionID: v.number(),
  name: v.string(),
  organiser: v.string(),
  description: v.string(),
  dateStart: v.string(),
  dateTo: v.string(),
  /** 'soon' before dateStart, 'open' up to dateTo inclusive, then 'closed' (the server's date decides). */
  phase: v.picklist(['soon', 'open', 'closed']),
  stages: v.array(contestStageSchema),
  criteria: v.array(contestCriterionSchema),
  jury: v.array(v.string()),
  /** What the signed-in user may do here. */
  can: v.object({ apply: v.boolean(), judge: v.boolean(), staff: v.boolean(), results: v.boolean() }),
})
export type Contest = v.InferOutput<typeof contestSchema>

export const contestFileSchema = v.object({ name: v.string(), size: v.number() })
export const contestApplicationSchema = v.object({
  id: v.number(),
  competitionID: v.number(),
  studentName: v.string(),
  groupName: v.string(),
  title: v.string(),
  summary: v.string(),
  files: v.array(contestFileSchema),
  submittedAt: v.string(),
  judged: v.number(),
  score: v.nullable(v.number()),
})
export type ContestApplication = v.InferOutput<typeof contestApplicationSchema>
export const contestMarkSchema = v.object({ applicationID: v.number(), criterionID: v.number(), mark: v.number() })
export type ContestMark = v.InferOutput<typeof contestMarkSchema>
export const contestResultSchema = v.object({
  applicationID: v.number(),
  studentName: v.string(),
  groupName: v.string(),
  title: v.string(),
  score: v.nullable(v.number()),
  place: v.nullable(v.number()),
  tied: v.boolean(),
})
export type ContestResult = v.InferOutput<typeof contestResultSchema>

/** One contest as the user may see it: their own application, the applications and marks for staff and jury, the results. */
export const contestViewSchema = v.object({
  contest: contestSchema,
  mine: v.nullable(contestApplicationSchema),
  applications: v.array(contestApplicationSchema),
  myMarks: v.array(contestMarkSchema),
  /** For staff: each judge's total of each application they marked (the overview of marks). */
  judgeTotals: v.array(v.object({ applicationID: v.number(), judge: v.string(), total: v.number() })),
  results: v.nullable(v.array(contestResultSchema)),
})
export type ContestView = v.InferOutput<typeof contestViewSchema>

const FILE_NAME = /\.(pdf|docx)$/i
/** The application form; the mock server checks the same rules. */
export const contestApplySchema = v.object({
  title: v.pipe(visibleText(e.titleRequired), v.maxLength(CONTEST_TITLE_MAX, e.titleLong)),
  summary: v.pipe(visibleText(e.summaryRequired), v.maxLength(CONTEST_SUMMARY_MAX, e.summaryLong)),
  files: v.pipe(
    v.optional(v.array(v.instance(File)), []),
    v.maxLength(CONTEST_MAX_FILES, e.tooManyFiles),
    v.check((files) => files.every((f) => FILE_NAME.test(f.name)), e.fileType),
    v.check((files) => files.every((f) => f.size <= CONTEST_MAX_FILE_BYTES), e.fileTooBig),
  ),
})
export type ContestApplyInput = v.InferInput<typeof contestApplySchema>
export type ContestApply = v.InferOutput<typeof contestApplySchema>

/** A judge's marks of one application: every criterion, each 0…its maximum (`m12` keyed by criterion id). */
export const contestMarksFormSchema = (criteria: readonly ContestCriterion[]) =>
  v.object(
    Object.fromEntries(
      criteria.map((c) => [
        `m${c.id}`,
        v.pipe(
          v.nullish(v.number(), null),
          v.check((n) => n !== null, e.markRequired),
          v.check((n) => n === null || (n >= 0 && n <= c.maxMark), fillText(e.markRange, { max: c.maxMark })),
          v.transform((n) => n as number),
        ),
      ]),
    ),
  )
export type ContestMarksForm = Record<string, number>
export const contestMarksBodySchema = v.object({
  applicationID: v.number(),
  marks: v.array(v.object({ criterionID: v.number(), mark: v.number() })),
})
export type ContestMarksBody = v.InferOutput<typeof contestMarksBodySchema>

export const contestListSchema = v.array(contestSchema)

export async function getContests(options: RequestOptions = {}): Promise<Contest[]> {
  return parseAnswer(stateEnvelope(contestListSchema), await http.get('/Contests/List', undefined, options)).data
}
export async function getContest(competitionID: number, options: RequestOptions = {}): Promise<ContestView> {
  return parseAnswer(stateEnvelope(contestViewSchema), await http.get('/Contests/Contest', { competitionID }, options))
    .data
}
/** The student's application with its files in one multipart body; the server enforces the deadline. */
export async function applyToContest(
  competitionID: number,
  values: ContestApply,
  options: RequestOptions = {},
): Promise<ContestView> {
  const form = new FormData()
  form.append('competitionID', String(competitionID))
  form.append('title', values.title)
  form.append('summary', values.summary)
  for (const file of values.files) {
    form.append('files', file, file.name)
    form.append('fileNames', file.name)
  }
  return parseAnswer(stateEnvelope(contestViewSchema), await http.post('/Contests/Apply', form, options)).data
}
export async function saveContestMarks(
  competitionID: number,
  body: ContestMarksBody,
  options: RequestOptions = {},
): Promise<ContestView> {
  return parseAnswer(
    stateEnvelope(contestViewSchema),
    await http.post('/Contests/Marks', { competitionID, ...body }, options),
  ).data
}

/* ── The randomizer (/Contests/Randomizer/): a seeded draw, shown to anyone and saved by a signed-in user ── */

/** Names one per line: blank lines dropped, each trimmed. */
export const drawNames = (text: string): string[] =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
export const drawFormSchema = v.object({
  names: v.pipe(
    v.string(),
    v.check((s) => drawNames(s).length >= 2, e.namesRequired),
    v.check((s) => drawNames(s).length <= DRAW_MAX_NAMES, e.namesMany),
    v.check((s) => drawNames(s).every((n) => n.length <= DRAW_NAME_MAX), e.nameLong),
  ),
  seed: v.pipe(
    v.nullish(v.number(), null),
    v.check((n) => n !== null && Number.isInteger(n) && n >= 1 && n <= 999_999_999, e.seedRequired),
    v.transform((n) => n as number),
  ),
})
export type DrawFormInput = v.InferInput<typeof drawFormSchema>
export type DrawForm = v.InferOutput<typeof drawFormSchema>
export const drawBodySchema = v.object({
  seed: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)),
  names: v.pipe(
    v.array(v.pipe(visibleText(e.namesRequired), v.maxLength(DRAW_NAME_MAX, e.nameLong))),
    v.minLength(2, e.namesRequired),
    v.maxLength(DRAW_MAX_NAMES, e.namesMany),
  ),
})
export type DrawBody = v.InferOutput<typeof drawBodySchema>
export const savedDrawSchema = v.object({
  id: v.number(),
  seed: v.number(),
  order: v.array(v.string()),
  at: v.string(),
  by: v.string(),
})
export type SavedDraw = v.InferOutput<typeof savedDrawSchema>

export async function getDraws(options: RequestOptions = {}): Promise<SavedDraw[]> {
  return parseAnswer(stateEnvelope(v.array(savedDrawSchema)), await http.get('/Contests/Draws', undefined, options))
    .data
}
export async function saveDraw(body: DrawBody, options: RequestOptions = {}): Promise<SavedDraw> {
  return parseAnswer(stateEnvelope(savedDrawSchema), await http.post('/Contests/Draws', body, options)).data
}
