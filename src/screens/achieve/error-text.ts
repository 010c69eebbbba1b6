import type { WriteError } from '@/machines/achieve/achieve.types'
import { achieveTexts } from '@/texts/ru/achieve'

const e = achieveTexts.cert.errors

/** A refused write in Russian: the server's own message for a bad request, else a general text. */
export function writeErrorText(error: WriteError | null): string | null {
  if (!error) return null
  if (error.code === 'forbidden') return e.forbidden
  if (error.code === 'badRequest' && error.message) return `${e.failed}: ${error.message}`
  return e.failed
}
