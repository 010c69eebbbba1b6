import { assign, setup } from 'xstate'
import type { QuestionnaireStat } from '@/api/admin-questionnaires'
import { loadStat } from './questionnaire.actors'
import { failureOf, type FeedbackFailure } from './feedback.types'

export interface QuestionnaireStatContext {
  id: number
  stat: QuestionnaireStat | null
  failure: FeedbackFailure | null
}

/** /Questionnaires/Stat/{id}: the results per question (loading → ready, or failed with a retry). */
export const questionnaireStatMachine = setup({
  types: {
    context: {} as QuestionnaireStatContext,
    events: {} as { type: 'stat.retry' },
    input: {} as { id: number },
  },
  actors: { loadStat },
}).createMachine({
  id: 'questionnaireStat',
  context: ({ input }) => ({ id: input.id, stat: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStat',
        src: 'loadStat',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ stat: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { 'stat.retry': 'loading' } },
    ready: {},
  },
})
