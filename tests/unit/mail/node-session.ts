import { afterEach } from 'vitest'
import { issueToken } from '@/mocks/node'
import type { MailBody } from '@/api/mail'

/**
 * Upload tests run in the node environment: jsdom's FormData/Blob are not understood by Node's fetch,
 * so multipart chunks would arrive mangled. The HTTP client reads the token from document.cookie; this
 * gives it a minimal document for the signed-in user and removes it after each test.
 */
export function signInNode(userID: number): void {
  Object.defineProperty(globalThis, 'document', { value: { cookie: `authToken=${issueToken(userID)}` }, configurable: true, writable: true })
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document
})

/** Deterministic pseudo-random bytes. */
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
