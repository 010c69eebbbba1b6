import { fromPromise } from '@/machines/from-promise'
import {
  answerFeedback,
  listFeedback,
  sendFeedback,
  type Feedback,
  type FeedbackAnswer,
  type FeedbackForm,
} from '@/api/admin'

/** Feedback calls (GET/POST /Feedback, POST /Feedback/{id}/Answer); each passes XState's abort signal. */
export const loadFeedback = fromPromise<Feedback[], { all: boolean }>(({ input, signal }) =>
  listFeedback(input.all, { signal }),
)

/** Silent: a refusal (400, 409) is shown next to the form, and nothing typed is lost. */
export const saveAnswer = fromPromise<Feedback, { id: number; values: FeedbackAnswer }>(({ input, signal }) =>
  answerFeedback(input.id, input.values, { signal, silent: true }),
)

export const postFeedback = fromPromise<Feedback, FeedbackForm>(({ input, signal }) =>
  sendFeedback(input, { signal, silent: true }),
)
