import { assign, setup } from 'xstate'
import { fromPromise } from '@/machines/from-promise'
import { getQuestionnaire, type Questionnaire } from '@/api/admin-questionnaires'
import { getPersonAnswers, listRespondents, type PersonAnswers, type Respondent } from '@/api/questionnaire-show'
import { failureOf, type FeedbackFailure } from './feedback.types'

export interface ShowData {
  questionnaire: Questionnaire
  /** Who answered (named questionnaires only; empty for anonymous ones). */
  respondents: Respondent[]
  /** The person's answers when a userID was given. */
  person: PersonAnswers | null
}

/**
 * Loads the preview: the questionnaire, then either that person's answers (userID; the server refuses
 * anonymous questionnaires) or, for a named questionnaire, who answered. Silent: the screen says why.
 */
export const loadShow = fromPromise<ShowData, { id: number; userID: number | null }>(async ({ input, signal }) => {
  const questionnaire = await getQuestionnaire(input.id, { signal, silent: true })
  if (input.userID !== null) {
    const person = await getPersonAnswers(input.id, input.userID, { signal, silent: true })
    return { questionnaire, respondents: [], person }
  }
  const respondents = questionnaire.anonymous ? [] : await listRespondents(input.id, { signal, silent: true })
  return { questionnaire, respondents, person: null }
})

export interface QuestionnaireShowContext {
  id: number
  userID: number | null
  data: ShowData | null
  failure: FeedbackFailure | null
}

/** /Questionnaires/CreateForm/Show/{id}/{userID?}: loading → ready, or failed (the refusal's text) with a retry. */
export const questionnaireShowMachine = setup({
  types: {
    context: {} as QuestionnaireShowContext,
    events: {} as { type: 'show.retry' },
    input: {} as { id: number; userID: number | null },
  },
  actors: { loadShow },
}).createMachine({
  id: 'questionnaireShow',
  context: ({ input }) => ({ id: input.id, userID: input.userID, data: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadShow',
        src: 'loadShow',
        input: ({ context }) => ({ id: context.id, userID: context.userID }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { 'show.retry': 'loading' } },
    ready: {},
  },
})
