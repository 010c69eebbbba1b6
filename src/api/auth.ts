import * as v from 'valibot'
import { http, parseAnswer, type RequestOptions } from './http'
import { hasVisibleText } from '@/lib/validation'

export const authSettingsSchema = v.object({
  hint: v.string(),
  domainAuthStudent: v.string(),
  allowRegisterStudents: v.boolean(),
  vkClientID: v.string(),
  vkRedirectUri: v.string(),
  googleClientID: v.string(),
  googleRedirectUri: v.string(),
  /** Where the social provider's authorization page lives (demo: an SPA route of the demo). */
  vkAuthorizeUrl: v.optional(v.string(), 'https://oauth.vk.com/authorize'),
  googleAuthorizeUrl: v.optional(v.string(), 'https://accounts.google.com/o/oauth2/v2/auth'),
})
export type AuthSettings = v.InferOutput<typeof authSettingsSchema>

export const roleSchema = v.object({ id: v.number(), name: v.string() })
export type Role = v.InferOutput<typeof roleSchema>

export const sessionUserSchema = v.object({
  userID: v.number(),
  login: v.string(),
  shortFIO: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  middle_name: v.string(),
  roles: v.array(roleSchema),
  currentRole: v.nullable(roleSchema),
  anotherID: v.nullable(v.number()),
  group: v.nullable(v.tuple([v.string(), v.number()])),
  photo: v.optional(v.string(), ''),
})
export type SessionUser = v.InferOutput<typeof sessionUserSchema>

/**
 * Both required; a login needs at least one visible character (a zero-width-only login is empty). The
 * messages are empty on purpose: an empty field shows its error state without text (spec 1 Login).
 */
export const credentialsSchema = v.object({
  userName: v.pipe(
    v.string(),
    v.trim(),
    v.check((s: string) => hasVisibleText(s), ''),
  ),
  password: v.pipe(v.string(), v.minLength(1, '')),
})
export type Credentials = v.InferOutput<typeof credentialsSchema>

const tokenAnswerSchema = v.object({
  state: v.number(),
  msg: v.optional(v.nullable(v.string())),
  data: v.optional(v.nullable(v.object({ accessToken: v.optional(v.nullable(v.string())) }))),
})
export type TokenAnswer = v.InferOutput<typeof tokenAnswerSchema>

export const clientAppSchema = v.object({ name: v.string(), iconUrl: v.string() })
export type ClientApp = v.InferOutput<typeof clientAppSchema>

export async function loadAuthSettings(options: RequestOptions = {}): Promise<AuthSettings> {
  return parseAnswer(authSettingsSchema, await http.get('/auth/settings', undefined, { silent: true, ...options }))
}

export async function requestToken(credentials: Credentials, options: RequestOptions = {}): Promise<TokenAnswer> {
  return parseAnswer(tokenAnswerSchema, await http.post('/tokenauth', credentials, { silent: true, ...options }))
}

export async function loadSessionUser(options: RequestOptions = {}): Promise<SessionUser> {
  const answer = parseAnswer(
    v.object({ data: v.object({ user: sessionUserSchema }) }),
    await http.get('/tokenauth', undefined, { silent: true, ...options }),
  )
  return answer.data.user
}

/** Unknown app → null (the authorize screen then goes to the login page). */
export async function loadClientApp(appID: string, options: RequestOptions = {}): Promise<ClientApp | null> {
  const answer = await http.get('/auth/oauth/app', { appID }, { silent: true, ...options })
  if (answer === null) return null
  return parseAnswer(clientAppSchema, answer)
}

export const oauthExchangeSchema = v.object({ service: v.string(), code: v.string(), redirectUri: v.string() })
export type OAuthExchange = v.InferOutput<typeof oauthExchangeSchema>

/** Exchanges a provider code for a cabinet token. state -1 with msg 'userNotFound' when no user is linked. */
export async function exchangeOAuthCode(body: OAuthExchange, options: RequestOptions = {}): Promise<TokenAnswer> {
  return parseAnswer(tokenAnswerSchema, await http.post('/auth/oauth/token', body, { silent: true, ...options }))
}

/** Demo hosts only: the users behind the login chips and the role list. */
export const demoUserSchema = v.object({
  login: v.string(),
  shortFIO: v.string(),
  chip: v.string(),
  note: v.string(),
  roles: v.array(v.string()),
})
export type DemoUserInfo = v.InferOutput<typeof demoUserSchema>

export async function loadDemoUsers(options: RequestOptions = {}): Promise<DemoUserInfo[]> {
  return parseAnswer(
    v.object({ data: v.array(demoUserSchema) }),
    await http.get('/demo/users', undefined, { silent: true, ...options }),
  ).data
}

/** The demo OAuth provider's consent page: the accounts it knows for a service. */
export const demoAccountSchema = v.object({ code: v.string(), name: v.nullable(v.string()) })
export type DemoAccount = v.InferOutput<typeof demoAccountSchema>

export async function loadDemoAccounts(service: string, options: RequestOptions = {}): Promise<DemoAccount[]> {
  return parseAnswer(
    v.object({ data: v.array(demoAccountSchema) }),
    await http.get('/demo/oauth/accounts', { service }, { silent: true, ...options }),
  ).data
}

/**
 * The student registration sub-form (spec 1 Login): a front-end form with no call and no field rules;
 * its values stay in the form.
 */
export const registrationSchema = v.object({
  surname: v.string(),
  name: v.string(),
  patronymic: v.string(),
  gradeBook: v.string(),
  email: v.string(),
})
export type Registration = v.InferOutput<typeof registrationSchema>
