import { ApiError } from '@/api/errors'

export type ChoiceFailure = 'forbidden' | 'notFound' | 'badRequest' | 'failed'

export function choiceFailureOf(error: unknown): ChoiceFailure {
  if (!(error instanceof ApiError)) return 'failed'
  return error.code === 'forbidden' || error.code === 'notFound' || error.code === 'badRequest' ? error.code : 'failed'
}

/** The server's own words for a refused save (400/403), else null. */
export const serverMessageOf = (error: unknown) =>
  error instanceof ApiError && (error.code === 'badRequest' || error.code === 'forbidden') ? error.message : null
