import type { FeedbackFailure } from '@/machines/admin/feedback.types'
import { adminTexts as t } from '@/texts/ru/admin'

/** A refusal's text: the server's own message (400, 409, 404) when it gave one, else the generic one. */
export function feedbackFailureText(failure: FeedbackFailure | null): string | null {
  if (!failure) return null
  if (failure.code === 'network') return t.feedbackFailed
  return failure.message?.trim() ? failure.message : t.feedbackFailed
}
