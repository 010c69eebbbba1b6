import { describe, expect, it } from 'vitest'
import { authorizationUrl, beginSocialSignIn, visibleSocialServices } from '@/machines/oauth/social-sign-in'
import { readCookie } from '@/lib/cookies'
import type { AuthSettings } from '@/api/auth'

const settings: AuthSettings = {
  hint: '',
  domainAuthStudent: '',
  allowRegisterStudents: true,
  vkClientID: 'vk-id',
  vkRedirectUri: 'https://lk.example/WebApp/Auth/OAuthCallback/vk',
  googleClientID: 'g-id',
  googleRedirectUri: 'http://localhost/WebApp/Auth/OAuthCallback/google',
  vkAuthorizeUrl: 'https://oauth.vk.com/authorize',
  googleAuthorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
}

describe('social sign-in', () => {
  it('hides the search-engine button when its redirect address contains localhost, unless debug', () => {
    expect(visibleSocialServices(settings, false)).toEqual(['vk'])
    expect(visibleSocialServices(settings, true)).toEqual(['vk', 'google'])
    expect(visibleSocialServices({ ...settings, googleRedirectUri: 'https://lk.example/cb' }, false)).toEqual([
      'vk',
      'google',
    ])
  })

  it('stores a 10-character state and the redirect path, and sends client id, redirect uri and state', () => {
    const url = new URL(beginSocialSignIn('vk', settings, '/mail/sent'))
    const state = readCookie('oauthState')!
    expect(state).toMatch(/^[A-Za-z0-9]{10}$/)
    expect(readCookie('oauthRedirect')).toBe('/mail/sent')
    expect(url.origin + url.pathname).toBe('https://oauth.vk.com/authorize')
    expect(url.searchParams.get('client_id')).toBe('vk-id')
    expect(url.searchParams.get('redirect_uri')).toBe(settings.vkRedirectUri)
    expect(url.searchParams.get('state')).toBe(state)
  })

  it('keeps a relative provider address relative (the demo provider is a route of the app)', () => {
    expect(authorizationUrl('vk', { ...settings, vkAuthorizeUrl: '/WebApp/demo/oauth/vk' }, 'S')).toMatch(
      /^\/WebApp\/demo\/oauth\/vk\?client_id=vk-id&redirect_uri=.*&response_type=code&state=S$/,
    )
  })

  it('a fresh state every time', () => {
    beginSocialSignIn('vk', settings, '/')
    const first = readCookie('oauthState')
    beginSocialSignIn('vk', settings, '/')
    expect(readCookie('oauthState')).not.toBe(first)
  })
})
