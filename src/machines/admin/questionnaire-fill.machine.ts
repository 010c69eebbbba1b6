import { assign, setup } from 'xstate'
import type { Answers, Questionnaire } from '@/api/admin-questionnaires'
import { ApiError } from '@/api/errors'
import { loadQuestionnaire, sendAnswers } from './questionnaire.actors'
import { failureOf, type FeedbackFailure } from './feedback.types'

export interface QuestionnaireFillContext {
  id: number
  questionnaire: Questionnaire | null
  loadFailure: FeedbackFailure | null
  sendFailure: FeedbackFailure | null
}

export type QuestionnaireFillEvent = { type: 'questionnaire.retry' } | { type: 'answers.submit'; answers: Answers }

const conflict = (error: unknown) => error instanceof ApiError && error.status === 409

/**
 * /Questionnaires/Questionary/{id}: load → filling (once per person, within the period) → sending →
 * sent; an answered questionnaire and one outside its period are shown as such, a refusal (400) goes
 * back to the form with the server's message and nothing typed lost (the form owns the values).
 */
export const questionnaireFillMachine = setup({
  types: {
    context: {} as QuestionnaireFillContext,
    events: {} as QuestionnaireFillEvent,
    input: {} as { id: number },
  },
  actors: { loadQuestionnaire, sendAnswers },
  guards: {
    answered: ({ event }) => (event as unknown as { output: Questionnaire }).output.answered,
    notOpen: ({ event }) => !(event as unknown as { output: Questionnaire }).output.open,
    alreadyAnswered: ({ event }) => conflict((event as unknown as { error: unknown }).error),
  },
}).createMachine({
  id: 'questionnaireFill',
  context: ({ input }) => ({ id: input.id, questionnaire: null, loadFailure: null, sendFailure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQuestionnaire',
        src: 'loadQuestionnaire',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: 'answered', target: 'answered', actions: assign({ questionnaire: ({ event }) => event.output }) },
          { guard: 'notOpen', target: 'closed', actions: assign({ questionnaire: ({ event }) => event.output }) },
          { target: 'filling', actions: assign({ questionnaire: ({ event }) => event.output, loadFailure: null }) },
        ],
        onError: { target: 'failed', actions: assign({ loadFailure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: {
      on: { 'questionnaire.retry': 'loading' },
    },
    filling: {
      on: { 'answers.submit': { target: 'sending', actions: assign({ sendFailure: null }) } },
    },
    sending: {
      invoke: {
        id: 'sendAnswers',
        src: 'sendAnswers',
        input: ({ context, event }) => ({
          id: context.id,
          answers: (event as Extract<QuestionnaireFillEvent, { type: 'answers.submit' }>).answers,
        }),
        onDone: 'sent',
        onError: [
          { guard: 'alreadyAnswered', target: 'answered' },
          { target: 'filling', actions: assign({ sendFailure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    answered: {},
    closed: {},
    sent: {},
  },
})
