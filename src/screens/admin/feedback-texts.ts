import type { FeedbackFailure } from '@/machines/admin/feedback.types'
import { adminTexts as t } from '@/texts/ru/admin'

/** A refusal's text: the server's own message (400, 409, 404) when it gave one, else the generic one. */
export function failureText(failure: FeedbackFailure | null, generic: string): string | null {
  if (!failure) return null
  if (failure.code === 'network') return generic
  return failure.message?.trim() ? failure.message : generic
}

export const feedbackFailureText = (failure: FeedbackFailure | null) => failureText(failure, t.feedbackFailed)
