import { ApiError } from '@/api/errors'

export type PeopleFailure = 'forbidden' | 'notFound' | 'badRequest' | 'failed'

/** An API failure as the code the screens turn into text. */
export function peopleFailureOf(error: unknown): PeopleFailure {
  if (!(error instanceof ApiError)) return 'failed'
  return error.code === 'forbidden' || error.code === 'notFound' || error.code === 'badRequest' ? error.code : 'failed'
}
