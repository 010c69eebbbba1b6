import type { WriteError } from '@/machines/achieve/achieve.types'
import { contestTexts } from '@/texts/ru/contests'

const e = contestTexts.errors

/** A refused contest write in Russian: the server's own message for a bad request or a refusal. */
export function contestErrorText(error: WriteError | null): string | null {
  if (!error) return null
  if (error.code === 'forbidden') return error.message ?? e.forbidden
  if (error.code === 'badRequest' && error.message) return `${e.failed}: ${error.message}`
  return e.failed
}
