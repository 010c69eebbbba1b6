import { assign, setup } from 'xstate'
import type { Feedback, FeedbackForm } from '@/api/admin'
import { postFeedback } from './feedback.actors'
import { failureOf, type FeedbackFailure } from './feedback.types'

export interface AddFeedbackContext {
  failure: FeedbackFailure | null
  sent: Feedback | null
}

export type AddFeedbackEvent = { type: 'feedback.submit'; values: FeedbackForm } | { type: 'feedback.again' }

/** /addFeedback: the form's lifecycle (editing → sending → sent, or back to editing with the refusal). */
export const addFeedbackMachine = setup({
  types: { context: {} as AddFeedbackContext, events: {} as AddFeedbackEvent },
  actors: { postFeedback },
}).createMachine({
  id: 'addFeedback',
  context: { failure: null, sent: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'feedback.submit': 'sending' },
    },
    sending: {
      invoke: {
        id: 'postFeedback',
        src: 'postFeedback',
        input: ({ event }) => (event as Extract<AddFeedbackEvent, { type: 'feedback.submit' }>).values,
        onDone: { target: 'sent', actions: assign({ sent: ({ event }) => event.output, failure: null }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    sent: {
      on: { 'feedback.again': { target: 'editing', actions: assign({ sent: null, failure: null }) } },
    },
  },
})
