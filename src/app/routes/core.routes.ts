import { lazy } from '@/lib/lazy'
import type { RouteRecord } from './types'

// The sign-in card draws no PrimeReact (issue 19): it neither waits for nor loads PrimeReact's locale.
const LoginScreen = lazy(() => import('@/screens/login/login-screen'), { prepared: false })
const AuthorizeScreen = lazy(() => import('@/screens/login/authorize-screen'))
const OAuthCallbackScreen = lazy(() => import('@/screens/auth/oauth-callback-screen'))
const OAuthErrorScreen = lazy(() => import('@/screens/auth/oauth-error-screen'))
const OAuthUserNotFoundScreen = lazy(() => import('@/screens/auth/oauth-user-not-found-screen'))
const DemoConsentScreen = lazy(() => import('@/screens/auth/demo-consent-screen'))
const HomeScreen = lazy(() => import('@/screens/home/home-screen'))
const NotFoundScreen = lazy(() => import('@/screens/errors/not-found-screen'))

/** Sign-in, OAuth and the home page (foundation). */
export const coreRoutes: RouteRecord[] = [
  { path: '/login', screen: LoginScreen, access: 'guestOnly', layout: 'bare', area: 'auth' },
  { path: '/Authorize', screen: AuthorizeScreen, access: 'guestOnly', layout: 'bare', area: 'auth' },
  { path: '/Auth/OAuthCallback/:service', screen: OAuthCallbackScreen, access: 'public', layout: 'bare', area: 'auth' },
  { path: '/Auth/OAuthError/:service', screen: OAuthErrorScreen, access: 'public', layout: 'bare', area: 'auth' },
  {
    path: '/Auth/OAuthUserNotFound/:service',
    screen: OAuthUserNotFoundScreen,
    access: 'public',
    layout: 'bare',
    area: 'auth',
  },
  { path: '/demo/oauth/:service', screen: DemoConsentScreen, access: 'public', layout: 'bare', area: 'auth' },
  { path: '/', screen: HomeScreen, access: 'signedIn', layout: 'main', area: 'cabinet' },
  { path: '/404', screen: NotFoundScreen, access: 'public', layout: 'bare', area: 'errors' },
]
