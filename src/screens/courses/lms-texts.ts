import type { Refusal } from '@/machines/courses/courses.types'
import { courseTexts } from '@/texts/ru/courses'

/** A refused write as text: a 400 explains itself; the rest by code. */
export function refusalText(refusal: Refusal): string {
  if (refusal.code === 'badRequest' && refusal.message) return refusal.message
  if (refusal.code === 'forbidden') return refusal.message ?? courseTexts.server.notTeacher
  if (refusal.code === 'unauthorized') return courseTexts.failures.unauthorized
  return courseTexts.lms.saveFailed
}
