import { fromPromise } from '@/machines/from-promise'
import { getCriteria, getFeedbackForms, saveFeedback, type FeedbackAnswer } from '@/api/schoolx'
import type { FeedbackLoaded, SaveInput } from './feedback-form.types'

/** The student's forms of a feedback period and the criteria they are rated by. */
export const loadFeedback = fromPromise<FeedbackLoaded, { periodID: number | null }>(async ({ input, signal }) => {
  const [forms, criteria] = await Promise.all([getFeedbackForms(input.periodID, { signal }), getCriteria({ signal })])
  return { forms, criteria }
})

/** Silent: a refusal (closed period, invalid form) is shown on the form itself, the values kept. */
export const saveFeedbackForm = fromPromise<FeedbackAnswer, SaveInput>(({ input, signal }) =>
  saveFeedback(input, { signal, silent: true }),
)
