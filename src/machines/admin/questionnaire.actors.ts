import { fromPromise } from '@/machines/from-promise'
import {
  answerQuestionnaire,
  createQuestionnaire,
  getQuestionnaire,
  getQuestionnaireStat,
  type Answers,
  type Questionnaire,
  type QuestionnaireForm,
  type QuestionnaireStat,
} from '@/api/admin-questionnaires'

/** Questionnaire calls; each passes XState's abort signal. Writes are silent: refusals show next to the form. */
export const loadQuestionnaire = fromPromise<Questionnaire, { id: number }>(({ input, signal }) =>
  getQuestionnaire(input.id, { signal, silent: true }),
)

export const sendAnswers = fromPromise<void, { id: number; answers: Answers }>(({ input, signal }) =>
  answerQuestionnaire(input.id, input.answers, { signal, silent: true }),
)

export const publishQuestionnaire = fromPromise<Questionnaire, QuestionnaireForm>(({ input, signal }) =>
  createQuestionnaire(input, { signal, silent: true }),
)

export const loadStat = fromPromise<QuestionnaireStat, { id: number }>(({ input, signal }) =>
  getQuestionnaireStat(input.id, { signal, silent: true }),
)
