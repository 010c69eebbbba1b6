import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { visibleText } from '@/lib/validation'
import { defineResource } from '@/lib/resource/define-resource'
import { ROLES } from '@/lib/roles'
import {
  ANSWER_TEXT_MAX,
  QUESTION_KINDS,
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_SECTION_MAX,
  QUESTION_TEXT_MAX,
  QUESTIONNAIRE_DESCRIPTION_MAX,
  QUESTIONNAIRE_TITLE_MAX,
  QUESTIONS_MAX,
  SCALE_MAX_MAX,
  SCALE_MIN_MAX,
} from '@/lib/constants/admin'
import { adminTexts as t } from '@/texts/ru/admin'

/**
 * Questionnaires (issue 18; spec 1 §2 names the routes, no calls): moderators build one (questions of
 * single and multiple choice, a scale, free text; an audience by role; a period), the audience answers
 * once, moderators read the results per question.
 *   GET  /Questionnaires/ListModerator           every questionnaire (moderators)
 *   GET  /Questionnaires/List                    the ones addressed to me, with `answered`
 *   POST /Questionnaires                         create (moderators; body `questionnaireFormSchema`)
 *   GET  /Questionnaires/{id}                    one, to fill (its audience) or to read (moderators)
 *   POST /Questionnaires/{id}/Answer             `{ answers }` checked with `answersSchemaFor`
 *   GET  /Questionnaires/{id}/Stat               the results per question (moderators)
 */
export const questionSchema = v.object({
  id: v.number(),
  text: v.string(),
  kind: v.picklist(QUESTION_KINDS),
  required: v.boolean(),
  options: v.array(v.string()),
  scaleMax: v.number(),
  /** The section's name ('' or absent: none); questions in a row with the same name form a section. */
  section: v.optional(v.string()),
})
export type Question = v.InferOutput<typeof questionSchema>

/** The questions grouped into their sections, in order (consecutive questions with one name), numbered throughout. */
export function sectionsOf(
  questions: readonly Question[],
): { title: string; items: { question: Question; index: number }[] }[] {
  const groups: { title: string; items: { question: Question; index: number }[] }[] = []
  questions.forEach((question, index) => {
    const title = question.section?.trim() ?? ''
    const last = groups.at(-1)
    if (last && last.title === title) last.items.push({ question, index })
    else groups.push({ title, items: [{ question, index }] })
  })
  return groups
}

export const questionnaireSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  roleIDs: v.array(v.number()),
  from: v.string(),
  to: v.string(),
  anonymous: v.boolean(),
  author: v.string(),
  questions: v.array(questionSchema),
  /** How many people answered. */
  answers: v.number(),
  /** Whether the signed-in user answered it. */
  answered: v.boolean(),
  /** Today is within the period. */
  open: v.boolean(),
})
export type Questionnaire = v.InferOutput<typeof questionnaireSchema>

/** A row of the lists (no questions). */
export const questionnaireRowSchema = v.object({
  id: v.number(),
  title: v.string(),
  period: v.string(),
  audience: v.string(),
  questions: v.number(),
  answers: v.number(),
  status: v.string(),
})
export type QuestionnaireRow = v.InferOutput<typeof questionnaireRowSchema>

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, t.qDateInvalid))
const required = (message: string, max: number) =>
  v.pipe(v.string(message), v.trim(), visibleText(message), v.maxLength(max, t.tooLong(max)))

/** The options of a choice question: one a line, blank lines ignored. */
export const optionLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

export const questionFormSchema = v.pipe(
  v.object({
    text: required(t.qTextRequired, QUESTION_TEXT_MAX),
    kind: v.picklist(QUESTION_KINDS, t.qKindRequired),
    required: v.boolean(),
    options: v.string(),
    scaleMax: v.nullable(v.number()),
    section: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(QUESTION_SECTION_MAX, t.qSectionTooLong(QUESTION_SECTION_MAX))),
      '',
    ),
  }),
  v.forward(
    v.partialCheck(
      [['kind'], ['options']],
      (q) => (q.kind !== 'single' && q.kind !== 'multiple') || optionLines(q.options).length >= 2,
      t.qOptionsRequired,
    ),
    ['options'],
  ),
  v.forward(
    v.partialCheck(
      [['options']],
      (q) =>
        optionLines(q.options).length <= QUESTION_OPTIONS_MAX &&
        optionLines(q.options).every((o) => o.length <= QUESTION_OPTION_MAX),
      t.qOptionsTooMany(QUESTION_OPTIONS_MAX, QUESTION_OPTION_MAX),
    ),
    ['options'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['scaleMax']],
      (q) =>
        q.kind !== 'scale' ||
        (q.scaleMax !== null &&
          Number.isInteger(q.scaleMax) &&
          q.scaleMax >= SCALE_MIN_MAX &&
          q.scaleMax <= SCALE_MAX_MAX),
      t.qScaleInvalid(SCALE_MIN_MAX, SCALE_MAX_MAX),
    ),
    ['scaleMax'],
  ),
)
export type QuestionForm = v.InferInput<typeof questionFormSchema>

export const questionnaireFormSchema = v.pipe(
  v.object({
    title: required(t.qTitleRequired, QUESTIONNAIRE_TITLE_MAX),
    description: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(QUESTIONNAIRE_DESCRIPTION_MAX, t.tooLong(QUESTIONNAIRE_DESCRIPTION_MAX)),
    ),
    roleIDs: v.pipe(v.array(v.number()), v.minLength(1, t.qRolesRequired)),
    from: v.pipe(
      v.nullable(isoDate),
      v.check((d) => d !== null, t.qFromRequired),
    ),
    to: v.pipe(
      v.nullable(isoDate),
      v.check((d) => d !== null, t.qToRequired),
    ),
    anonymous: v.boolean(),
    questions: v.pipe(
      v.array(questionFormSchema),
      v.minLength(1, t.qQuestionsRequired),
      v.maxLength(QUESTIONS_MAX, t.qQuestionsTooMany(QUESTIONS_MAX)),
    ),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], (f) => !f.from || !f.to || f.from <= f.to, t.qPeriodInvalid),
    ['to'],
  ),
)
export type QuestionnaireFormInput = v.InferInput<typeof questionnaireFormSchema>
export type QuestionnaireForm = v.InferOutput<typeof questionnaireFormSchema>

/** An answer's value: an option index (single), indexes (multiple), a point (scale), text. */
export type AnswerValue = number | number[] | string | null
export type Answers = Record<string, AnswerValue>
export const answerField = (q: Pick<Question, 'id'>) => `q${q.id}`

function answerSchema(q: Question) {
  const inRange = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n < max
  switch (q.kind) {
    case 'single':
      return v.pipe(
        v.nullable(v.number()),
        v.check((n) => !q.required || n !== null, t.qAnswerChooseOne),
        v.check((n) => n === null || inRange(n, q.options.length), t.qAnswerUnknownOption),
      )
    case 'multiple':
      return v.pipe(
        v.array(v.number()),
        v.check((a) => !q.required || a.length > 0, t.qAnswerChooseSome),
        v.check((a) => a.every((n) => inRange(n, q.options.length)), t.qAnswerUnknownOption),
      )
    case 'scale':
      return v.pipe(
        v.nullable(v.number()),
        v.check((n) => !q.required || n !== null, t.qAnswerScale),
        v.check((n) => n === null || (Number.isInteger(n) && n >= 1 && n <= q.scaleMax), t.qAnswerScale),
      )
    default:
      return v.pipe(
        v.string(),
        v.trim(),
        v.check((s) => !q.required || visibleTextOf(s), t.qAnswerText),
        v.maxLength(ANSWER_TEXT_MAX, t.tooLong(ANSWER_TEXT_MAX)),
      )
  }
}
const visibleTextOf = (s: string) => v.safeParse(v.pipe(v.string(), visibleText('')), s).success

/** The answers' schema of one questionnaire: the form's resolver and the mock's body check. */
export function answersSchemaFor(questions: readonly Question[]) {
  return v.object(Object.fromEntries(questions.map((q) => [answerField(q), answerSchema(q)])))
}

/** The empty answers of a questionnaire (the form's default values). */
export function emptyAnswers(questions: readonly Question[]): Answers {
  return Object.fromEntries(
    questions.map((q) => [answerField(q), q.kind === 'multiple' ? [] : q.kind === 'text' ? '' : null]),
  )
}

/** The results of one question: counts per option (or point), or the texts. */
export interface QuestionStat {
  id: number
  text: string
  kind: Question['kind']
  /** How many answered this question. */
  answered: number
  rows: { label: string; count: number }[]
  texts: string[]
}
const questionStatSchema = v.object({
  id: v.number(),
  text: v.string(),
  kind: v.picklist(QUESTION_KINDS),
  answered: v.number(),
  rows: v.array(v.object({ label: v.string(), count: v.number() })),
  texts: v.array(v.string()),
})
export const questionnaireStatSchema = v.object({
  id: v.number(),
  title: v.string(),
  respondents: v.number(),
  questions: v.array(questionStatSchema),
})
export type QuestionnaireStat = v.InferOutput<typeof questionnaireStatSchema>

/** Aggregates the answers per question (the mock's statistics; pure, unit-tested). */
export function aggregate(questions: readonly Question[], all: readonly Answers[]): QuestionStat[] {
  return questions.map((q) => {
    const values = all.map((a) => a[answerField(q)])
    const given = values.filter((x) => x !== null && x !== undefined && x !== '' && !(Array.isArray(x) && !x.length))
    const base = { id: q.id, text: q.text, kind: q.kind, answered: given.length }
    if (q.kind === 'text') return { ...base, rows: [], texts: given.map(String) }
    const labels = q.kind === 'scale' ? Array.from({ length: q.scaleMax }, (_, i) => String(i + 1)) : q.options
    const counts = labels.map(() => 0)
    for (const x of given) {
      for (const n of Array.isArray(x) ? x : [Number(x)]) {
        const at = q.kind === 'scale' ? n - 1 : n
        if (at >= 0 && at < counts.length) counts[at] += 1
      }
    }
    return { ...base, rows: labels.map((label, i) => ({ label, count: counts[i] })), texts: [] }
  })
}

export async function getQuestionnaire(id: number, options: RequestOptions = {}): Promise<Questionnaire> {
  return parseAnswer(stateEnvelope(questionnaireSchema), await http.get(`/Questionnaires/${id}`, undefined, options))
    .data
}

export async function createQuestionnaire(
  body: QuestionnaireForm,
  options: RequestOptions = {},
): Promise<Questionnaire> {
  return parseAnswer(stateEnvelope(questionnaireSchema), await http.post('/Questionnaires', body, options)).data
}

export async function answerQuestionnaire(id: number, answers: Answers, options: RequestOptions = {}): Promise<void> {
  await http.post(`/Questionnaires/${id}/Answer`, { answers }, options)
}

export async function getQuestionnaireStat(id: number, options: RequestOptions = {}): Promise<QuestionnaireStat> {
  const answer = await http.get(`/Questionnaires/${id}/Stat`, undefined, options)
  return parseAnswer(stateEnvelope(questionnaireStatSchema), answer).data
}

/** Who builds questionnaires and reads their results (the route table's questionnaire moderators). */
export const QUESTIONNAIRE_MODERATORS = [ROLES.scienceAdmin.name, ROLES.siteAdmin.name, ROLES.deanOffice.name] as const

/** /Questionnaires/ListModerator: every questionnaire with its answers count, links to the results. */
export const moderatorQuestionnairesResource = defineResource({
  name: 'questionnaires-moderator',
  key: 'id',
  row: questionnaireRowSchema,
  columns: [
    { value: 'title', text: t.qColTitle, type: 'anchor-link', typeURL: 'router', url: '/Questionnaires/Stat/{id}' },
    { value: 'period', text: t.qColPeriod },
    { value: 'audience', text: t.qColAudience },
    { value: 'questions', text: t.qColQuestions, align: 'right' },
    { value: 'answers', text: t.qColAnswers, align: 'right' },
    { value: 'status', text: t.qColStatus, filteredData: true },
  ],
  endpoints: { list: '/Questionnaires/ListModerator' },
  access: { read: QUESTIONNAIRE_MODERATORS },
})

/** /Questionnaires/List: the questionnaires addressed to me, open or answered. */
export const myQuestionnairesResource = defineResource({
  name: 'questionnaires-mine',
  key: 'id',
  row: questionnaireRowSchema,
  columns: [
    {
      value: 'title',
      text: t.qColTitle,
      type: 'anchor-link',
      typeURL: 'router',
      url: '/Questionnaires/Questionary/{id}',
    },
    { value: 'period', text: t.qColPeriod },
    { value: 'questions', text: t.qColQuestions, align: 'right' },
    { value: 'status', text: t.qColStatus, filteredData: true },
  ],
  endpoints: { list: '/Questionnaires/List' },
  access: { read: [] },
})
