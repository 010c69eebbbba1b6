import { ApiError } from '@/api/errors'

/** What a failed load tells the screen (the screen turns the code into text). */
export type CourseFailure = 'unauthorized' | 'forbidden' | 'notFound' | 'badRequest' | 'failed'

export const courseFailureOf = (error: unknown): CourseFailure => {
  if (!(error instanceof ApiError)) return 'failed'
  return error.code === 'unauthorized' ||
    error.code === 'forbidden' ||
    error.code === 'notFound' ||
    error.code === 'badRequest'
    ? error.code
    : 'failed'
}

/** A refused write: its code and the server's own message (a 400 explains itself in Russian). */
export interface Refusal {
  code: CourseFailure
  message: string | null
}
export const refusalOf = (error: unknown): Refusal => ({
  code: courseFailureOf(error),
  message: error instanceof ApiError ? error.serverMessage : null,
})
