import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import type { Answers } from './admin-questionnaires'

/**
 * The moderators' view of a questionnaire's answers (issue 18; /Questionnaires/CreateForm/Show/{id?}/{userID?}).
 * An anonymous questionnaire never reveals a person: both calls refuse it (403 with a Russian message).
 *   GET /Questionnaires/{id}/Respondents        who answered and when
 *   GET /Questionnaires/{id}/Answers/{userID}   that person's answers
 *   GET /Questionnaires/{id}/AnswersTable       every answer as text, a row per respondent (the xlsx export;
 *                                               anonymous questionnaires: numbered respondents, no names)
 */
export const respondentSchema = v.object({ userID: v.number(), fio: v.string(), date: v.string() })
export type Respondent = v.InferOutput<typeof respondentSchema>

const answerValueSchema = v.union([v.number(), v.array(v.number()), v.string(), v.null()])
export const personAnswersSchema = v.object({
  userID: v.number(),
  fio: v.string(),
  date: v.string(),
  answers: v.record(v.string(), answerValueSchema),
})
export type PersonAnswers = Omit<v.InferOutput<typeof personAnswersSchema>, 'answers'> & { answers: Answers }

export async function listRespondents(id: number, options: RequestOptions = {}): Promise<Respondent[]> {
  const answer = await http.get(`/Questionnaires/${id}/Respondents`, undefined, options)
  return parseAnswer(stateEnvelope(v.array(respondentSchema)), answer).data
}

export async function getPersonAnswers(
  id: number,
  userID: number,
  options: RequestOptions = {},
): Promise<PersonAnswers> {
  const answer = await http.get(`/Questionnaires/${id}/Answers/${userID}`, undefined, options)
  return parseAnswer(stateEnvelope(personAnswersSchema), answer).data
}

export const answerTableSchema = v.object({
  title: v.string(),
  questions: v.array(v.string()),
  rows: v.array(v.object({ respondent: v.string(), date: v.string(), values: v.array(v.string()) })),
})
export type AnswerTable = v.InferOutput<typeof answerTableSchema>

export async function getAnswerTable(id: number, options: RequestOptions = {}): Promise<AnswerTable> {
  const answer = await http.get(`/Questionnaires/${id}/AnswersTable`, undefined, options)
  return parseAnswer(stateEnvelope(answerTableSchema), answer).data
}
