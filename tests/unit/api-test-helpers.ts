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

export type RawAnswer = { status: number; body: { data: unknown; msg?: string } }

/** A raw call to the mock backend as a demo user (none: a guest), with the status and the answer's body. */
export async function callApi(method: string, path: string, userID?: number, body?: unknown): Promise<RawAnswer> {
  const res = await fetch(`http://localhost/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(userID === undefined ? {} : { Authorization: `Bearer ${issueToken(userID)}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as RawAnswer['body'] }
}
