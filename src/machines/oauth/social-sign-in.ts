import type { AuthSettings } from '@/api/auth'
import { OAUTH_REDIRECT_COOKIE, OAUTH_STATE_COOKIE, OAUTH_STATE_LENGTH } from '@/lib/constants/app'
import { randomAlphanumeric } from '@/lib/random'
import { writeCookie } from '@/lib/cookies'

export type SocialService = 'vk' | 'google'

/** The search-engine button is hidden when its redirect address contains 'localhost' (unless debug). */
export function visibleSocialServices(settings: AuthSettings, debug: boolean): SocialService[] {
  const services: SocialService[] = []
  if (settings.vkClientID) services.push('vk')
  if (settings.googleClientID && (debug || !settings.googleRedirectUri.includes('localhost'))) services.push('google')
  return services
}

export function authorizationUrl(service: SocialService, settings: AuthSettings, state: string): string {
  const base = service === 'vk' ? settings.vkAuthorizeUrl : settings.googleAuthorizeUrl
  const url = new URL(base, 'http://placeholder.invalid')
  url.searchParams.set('client_id', service === 'vk' ? settings.vkClientID : settings.googleClientID)
  url.searchParams.set('redirect_uri', service === 'vk' ? settings.vkRedirectUri : settings.googleRedirectUri)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('state', state)
  return base.startsWith('http') ? url.toString() : `${url.pathname}${url.search}`
}

/**
 * Social sign-in: a random 10-character state and the path to return to are kept in cookies, then the
 * browser goes to the provider with client id, redirect uri and state. Returns where to go.
 */
export function beginSocialSignIn(service: SocialService, settings: AuthSettings, returnPath: string): string {
  const state = randomAlphanumeric(OAUTH_STATE_LENGTH)
  writeCookie(OAUTH_STATE_COOKIE, state)
  writeCookie(OAUTH_REDIRECT_COOKIE, returnPath || '/')
  return authorizationUrl(service, settings, state)
}
