import { afterEach } from 'vitest'
import { issueToken } from '@/mocks/node'

/**
 * Upload tests run in the node environment: jsdom's FormData/Blob are not understood by Node's fetch,
 * so multipart chunks would arrive mangled. The HTTP client reads the token from document.cookie; this
 * gives it a minimal document for the signed-in user and removes it after each test.
 */
export function signInNode(userID: number): void {
  Object.defineProperty(globalThis, 'document', {
    value: { cookie: `authToken=${issueToken(userID)}` },
    configurable: true,
    writable: true,
  })
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document
})

export { bytes, mailBody } from './mail-data'
