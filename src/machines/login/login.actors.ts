import { fromPromise } from '@/machines/from-promise'
import {
  loadAuthSettings,
  loadDemoUsers as fetchDemoUsers,
  requestToken,
  type AuthSettings,
  type Credentials,
  type DemoUserInfo,
  type TokenAnswer,
} from '@/api/auth'

/** The login screen's calls: POST /tokenauth, the auth settings and (demo hosts) the demo users. */
export const signIn = fromPromise<TokenAnswer, Credentials>(({ input, signal }) => requestToken(input, { signal }))

export const loadSettings = fromPromise<AuthSettings>(({ signal }) => loadAuthSettings({ signal }))

export const loadDemoUsers = fromPromise<DemoUserInfo[]>(({ signal }) => fetchDemoUsers({ signal }))
