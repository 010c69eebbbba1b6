import { ApiError } from '@/api/errors'

export type JournalFailure = 'forbidden' | 'notFound' | 'badRequest' | 'failed'

/** One cell change waiting for the server: the value typed and the one to restore if refused. */
export interface PendingCell {
  studentID: number
  date: string
  value: string
  previous: string
}

export const cellKey = (studentID: number, date: string) => `${studentID}|${date}`

export function journalFailureOf(error: unknown): JournalFailure {
  if (!(error instanceof ApiError)) return 'failed'
  return error.code === 'forbidden' || error.code === 'notFound' || error.code === 'badRequest' ? error.code : 'failed'
}

/** The server's own words for a refused cell (a 400 or 403 names the rule), else null. */
export const serverMessageOf = (error: unknown) =>
  error instanceof ApiError && (error.code === 'badRequest' || error.code === 'forbidden') ? error.message : null
