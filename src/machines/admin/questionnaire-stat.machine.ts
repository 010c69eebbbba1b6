import { assign, setup } from 'xstate'
import type { QuestionnaireStat } from '@/api/admin-questionnaires'
import { getAnswerTable, type AnswerTable } from '@/api/questionnaire-show'
import { fromPromise } from '@/machines/from-promise'
import { loadStat } from './questionnaire.actors'
import { failureOf, type FeedbackFailure } from './feedback.types'

/** Every answer as text (GET /Questionnaires/{id}/AnswersTable), silent: the screen says a failure. */
export const loadAnswerTable = fromPromise<AnswerTable, { id: number }>(({ input, signal }) =>
  getAnswerTable(input.id, { signal, silent: true }),
)

export interface QuestionnaireStatContext {
  id: number
  stat: QuestionnaireStat | null
  failure: FeedbackFailure | null
  exportFailure: FeedbackFailure | null
}

/**
 * /Questionnaires/Stat/{id}: the results per question (loading → ready, or failed with a retry). From
 * ready the answers are exported: exporting loads them and hands them to `saveAnswersFile` (the xlsx
 * writer, supplied by the screen), or keeps the failure to say.
 */
export const questionnaireStatMachine = setup({
  types: {
    context: {} as QuestionnaireStatContext,
    events: {} as { type: 'stat.retry' } | { type: 'answers.export' },
    input: {} as { id: number },
  },
  actors: { loadStat, loadAnswerTable },
  actions: {
    saveAnswersFile: (_, _params: { table: AnswerTable }) => {},
  },
}).createMachine({
  id: 'questionnaireStat',
  context: ({ input }) => ({ id: input.id, stat: null, failure: null, exportFailure: null }),
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
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'answers.export': { target: 'exporting', actions: assign({ exportFailure: null }) } } },
        exporting: {
          tags: ['busy'],
          invoke: {
            id: 'loadAnswerTable',
            src: 'loadAnswerTable',
            input: ({ context }) => ({ id: context.id }),
            onDone: {
              target: 'idle',
              actions: { type: 'saveAnswersFile', params: ({ event }) => ({ table: event.output }) },
            },
            onError: { target: 'idle', actions: assign({ exportFailure: ({ event }) => failureOf(event.error) }) },
          },
        },
      },
    },
  },
})
