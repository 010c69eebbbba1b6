import { isApiError } from '@/api/errors'

export type NewsErrorCode = 'unauthorized' | 'forbidden' | 'notFound' | 'badRequest' | 'failed'
export interface NewsError {
  code: NewsErrorCode
  /** The server's Russian message for a refusal (400). */
  message: string | null
}

export function newsErrorOf(error: unknown): NewsError {
  if (!isApiError(error)) return { code: 'failed', message: null }
  const { code } = error
  if (code === 'unauthorized' || code === 'forbidden' || code === 'badRequest' || code === 'notFound')
    return { code, message: code === 'badRequest' ? error.serverMessage : null }
  return { code: 'failed', message: null }
}
