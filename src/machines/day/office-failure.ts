import { ApiError } from '@/api/errors'

/** How a timetable-office page's load failed: the screen says 403, 404 and 400 in their own words. */
export type OfficeFailure = 'forbidden' | 'notFound' | 'badRequest' | 'failed'

export const officeFailureOf = (error: unknown): OfficeFailure =>
  error instanceof ApiError && ['forbidden', 'notFound', 'badRequest'].includes(error.code)
    ? (error.code as OfficeFailure)
    : 'failed'

/** The server's own Russian words for a 400 or 404, else null. */
export const officeServerMessageOf = (error: unknown): string | null =>
  error instanceof ApiError && ['notFound', 'badRequest'].includes(error.code) ? error.serverMessage : null
