import { isApiError } from '@/api/errors'

export type ClaimErrorCode = 'forbidden' | 'notFound' | 'badRequest' | 'failed'
export interface ClaimError {
  code: ClaimErrorCode
  /** The server's Russian message for a refusal. */
  message: string | null
}

export function claimErrorOf(error: unknown): ClaimError {
  if (isApiError(error) && (error.code === 'forbidden' || error.code === 'badRequest' || error.code === 'notFound'))
    return { code: error.code, message: error.serverMessage }
  return { code: 'failed', message: null }
}
