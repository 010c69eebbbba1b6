import { ApiError } from '@/api/errors'
import { issueToken } from '@/mocks/node'

/** Signs the test's calls in as a demo user (the auth cookie the api client sends). */
export function signIn(userID: number) {
  document.cookie = 'authToken=' + issueToken(userID)
}

/** The ApiError a call fails with; fails the test when the call succeeds. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call
  } catch (e) {
    if (e instanceof ApiError) return e
    throw e
  }
  throw new Error('expected a failure')
}
