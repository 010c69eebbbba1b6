import { assign, setup } from 'xstate'
import type { Questionnaire, QuestionnaireForm } from '@/api/admin-questionnaires'
import { publishQuestionnaire } from './questionnaire.actors'
import { failureOf, type FeedbackFailure } from './feedback.types'

export interface QuestionnaireBuilderContext {
  failure: FeedbackFailure | null
  published: Questionnaire | null
}

export type QuestionnaireBuilderEvent =
  | { type: 'questionnaire.publish'; values: QuestionnaireForm }
  | { type: 'questionnaire.new' }

/** /Questionnaires/CreateForm: the builder's lifecycle (editing → publishing → published, or back with the refusal). */
export const questionnaireBuilderMachine = setup({
  types: { context: {} as QuestionnaireBuilderContext, events: {} as QuestionnaireBuilderEvent },
  actors: { publishQuestionnaire },
}).createMachine({
  id: 'questionnaireBuilder',
  context: { failure: null, published: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'questionnaire.publish': 'publishing' },
    },
    publishing: {
      invoke: {
        id: 'publishQuestionnaire',
        src: 'publishQuestionnaire',
        input: ({ event }) => (event as Extract<QuestionnaireBuilderEvent, { type: 'questionnaire.publish' }>).values,
        onDone: { target: 'published', actions: assign({ published: ({ event }) => event.output, failure: null }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    published: {
      on: { 'questionnaire.new': { target: 'editing', actions: assign({ published: null, failure: null }) } },
    },
  },
})
