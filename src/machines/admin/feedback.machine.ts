import { assign, setup } from 'xstate'
import type { Feedback, FeedbackAnswer } from '@/api/admin'
import { loadFeedback, saveAnswer } from './feedback.actors'
import { failureOf, type FeedbackFailure } from './feedback.types'

export interface FeedbackContext {
  /** Administrators see everyone's messages and answer them; others their own. */
  all: boolean
  items: Feedback[]
  loadFailure: FeedbackFailure | null
  /** The message being answered (while the answer is sent and when it was refused). */
  answeringID: number | null
  answerFailure: FeedbackFailure | null
  /** The message whose answer was just saved (the screen announces it). */
  answeredID: number | null
}

export type FeedbackEvent = { type: 'list.retry' } | { type: 'answer.submit'; id: number; values: FeedbackAnswer }

/** /feedback: the list of messages and an administrator's answers (one at a time). */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as { all: boolean },
  },
  actors: { loadFeedback, saveAnswer },
}).createMachine({
  id: 'feedback',
  context: ({ input }) => ({
    all: input.all,
    items: [],
    loadFailure: null,
    answeringID: null,
    answerFailure: null,
    answeredID: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFeedback',
        src: 'loadFeedback',
        input: ({ context }) => ({ all: context.all }),
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output, loadFailure: null }) },
        onError: { target: 'failed', actions: assign({ loadFailure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
    ready: {
      on: {
        'answer.submit': {
          guard: ({ context }) => context.all,
          target: 'answering',
          actions: assign({
            answeringID: ({ event }) => event.id,
            answerFailure: null,
            answeredID: null,
          }),
        },
      },
    },
    answering: {
      invoke: {
        id: 'saveAnswer',
        src: 'saveAnswer',
        input: ({ context, event }) => ({
          id: context.answeringID!,
          values: (event as Extract<FeedbackEvent, { type: 'answer.submit' }>).values,
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            items: ({ context, event }) => context.items.map((m) => (m.id === event.output.id ? event.output : m)),
            answeredID: ({ context }) => context.answeringID,
            answeringID: null,
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ answerFailure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
  },
})
