import type { MailBody } from '@/api/mail'

/** Test data shared by the mail unit tests and the mail e2e spec (no test-runner imports here). */

/** Deterministic pseudo-random bytes (an incompressible attachment). */
export function bytes(size: number, seed = 7): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size)
  let x = seed
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    out[i] = x >>> 24
  }
  return out
}

/** A mail object for POST /api/Mail/InboxMail: one staff recipient unless overridden. */
export function mailBody(over: Partial<MailBody> = {}): MailBody {
  return {
    theme: 'Тема',
    markdownMessage: '',
    htmlMessage: '<p>т</p>',
    message: 'т',
    userToID: null,
    typeID: 1,
    folderID: null,
    massMailingID: null,
    selectedCourses: [],
    selectedFacultets: [],
    selectedForm: [],
    selectedConditionsEducation: [],
    selectedLevelEducation: [],
    selectedNationality: [],
    year: '2026-2027',
    parentID: null,
    ...over,
  }
}
