import { fromPromise } from 'xstate'
import * as v from 'valibot'
import { loadAuthSettings, requestToken, type AuthSettings, type Credentials, type TokenAnswer } from '@/api/auth'
import { http, parseAnswer } from '@/api/http'

export const signIn = fromPromise<TokenAnswer, Credentials>(({ input, signal }) => requestToken(input, { signal }))

export const loadSettings = fromPromise<AuthSettings>(({ signal }) => loadAuthSettings({ signal }))

const demoUserSchema = v.object({ login: v.string(), shortFIO: v.string(), chip: v.string(), note: v.string(), roles: v.array(v.string()) })
export type DemoUserInfo = v.InferOutput<typeof demoUserSchema>

/** Demo hosts only: the users behind the login chips and the role list. */
export const loadDemoUsers = fromPromise<DemoUserInfo[]>(async ({ signal }) => {
  const answer = await http.get('/demo/users', undefined, { signal, silent: true })
  return parseAnswer(v.object({ data: v.array(demoUserSchema) }), answer).data
})
