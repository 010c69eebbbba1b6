import { ApiError } from '@/api/errors'

/** A refusal the screens turn into text: the error code and the server's own message (400, 409). */
export interface FeedbackFailure {
  code: string
  message: string | null
}

export function failureOf(error: unknown): FeedbackFailure {
  if (error instanceof ApiError) return { code: error.code, message: error.serverMessage ?? null }
  return { code: 'network', message: null }
}
