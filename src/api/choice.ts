import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'

/**
 * The elective disciplines' choice (issue 15). The spec names the routes only; the calls follow the
 * portal's `api/<Section>/<Action>` style:
 *   GET  /api/Plans/ChoiceDisciplines                       the student's blocks, window and saved choice
 *   POST /api/Plans/ChoiceDisciplines   {choices}           saves the whole choice (400 in Russian on a broken limit)
 *   GET  /api/Plans/ChoiceDisciplinesStat?facultyID&course  the deans' office's statistics
 */
export const choiceDisciplineSchema = v.object({
  disciplineID: v.number(),
  name: v.string(),
  credits: v.number(),
  hours: v.number(),
  teacher: v.string(),
  teacherID: v.number(),
  department: v.string(),
  description: v.string(),
  seats: v.number(),
  taken: v.number(),
  chosen: v.boolean(),
})
export type ChoiceDiscipline = v.InferOutput<typeof choiceDisciplineSchema>

export const choiceBlockSchema = v.object({
  blockID: v.number(),
  title: v.string(),
  semester: v.number(),
  choose: v.number(),
  description: v.string(),
  disciplines: v.array(choiceDisciplineSchema),
})
export type ChoiceBlock = v.InferOutput<typeof choiceBlockSchema>

export const choiceDataSchema = v.object({
  group: v.string(),
  course: v.number(),
  window: v.nullable(v.object({ dateFrom: v.string(), dateTo: v.string(), open: v.boolean() })),
  blocks: v.array(choiceBlockSchema),
})
export type ChoiceData = v.InferOutput<typeof choiceDataSchema>

/** The body of a save: every block's chosen disciplines. */
export const choiceSaveSchema = v.object({
  choices: v.array(v.object({ blockID: v.number(), disciplineIDs: v.array(v.number()) })),
})
export type ChoiceSave = v.InferOutput<typeof choiceSaveSchema>

export async function getChoice(options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(choiceDataSchema), await http.get('/Plans/ChoiceDisciplines', undefined, options))
    .data
}

export async function saveChoice(body: ChoiceSave, options: RequestOptions = {}) {
  return parseAnswer(stateEnvelope(choiceDataSchema), await http.post('/Plans/ChoiceDisciplines', body, options)).data
}

export const choiceStatSchema = v.object({
  faculties: v.array(v.object({ facultyID: v.number(), name: v.string() })),
  facultyID: v.number(),
  course: v.number(),
  groups: v.array(v.string()),
  blocks: v.array(
    v.object({
      blockID: v.number(),
      title: v.string(),
      choose: v.number(),
      disciplines: v.array(
        v.object({
          disciplineID: v.number(),
          name: v.string(),
          seats: v.number(),
          total: v.number(),
          /** Per group of `groups`, in the same order. */
          byGroup: v.array(v.number()),
        }),
      ),
    }),
  ),
  students: v.number(),
  notChosen: v.array(v.object({ studentID: v.number(), fio: v.string(), group: v.string() })),
})
export type ChoiceStat = v.InferOutput<typeof choiceStatSchema>

export async function getChoiceStat(
  query: { facultyID: number | null; course: number | null },
  options: RequestOptions = {},
) {
  return parseAnswer(
    stateEnvelope(choiceStatSchema),
    await http.get('/Plans/ChoiceDisciplinesStat', { facultyID: query.facultyID, course: query.course }, options),
  ).data
}
