import { isApiError } from '@/api/errors'

/** A refused write as the screen shows it: a code it turns into text, plus the server's own message for 400. */
export interface WriteError {
  code: 'forbidden' | 'badRequest' | 'failed'
  message: string | null
}

export function writeErrorOf(error: unknown): WriteError {
  if (isApiError(error)) {
    if (error.code === 'forbidden') return { code: 'forbidden', message: null }
    if (error.code === 'badRequest') return { code: 'badRequest', message: error.serverMessage }
  }
  return { code: 'failed', message: null }
}
