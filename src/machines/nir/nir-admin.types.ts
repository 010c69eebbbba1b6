import { isApiError } from '@/api/errors'

/** A failed call of the research admin's screens: the code the screen turns into text, the server's message of a 400/403. */
export type AdminErrorCode = 'unauthorized' | 'forbidden' | 'badRequest' | 'failed'
export interface AdminError {
  code: AdminErrorCode
  message: string | null
}

export function adminErrorOf(error: unknown): AdminError {
  if (!isApiError(error)) return { code: 'failed', message: null }
  if (error.code === 'unauthorized') return { code: 'unauthorized', message: null }
  if (error.code === 'forbidden' || error.code === 'badRequest')
    return { code: error.code, message: error.serverMessage }
  return { code: 'failed', message: null }
}
