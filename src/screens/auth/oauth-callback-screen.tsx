import { useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useActorRef, useSelector } from '@xstate/react'
import { oauthCallbackMachine } from '@/machines/oauth/oauth-callback.machine'
import { selectRefusal } from '@/machines/oauth/oauth-callback.selectors'
import { SessionContext } from '@/hooks/session-context'
import { clearCookie, readCookie } from '@/lib/cookies'
import { OAUTH_REDIRECT_COOKIE, OAUTH_STATE_COOKIE } from '@/lib/constants/app'
import { oauthTexts } from '@/texts/ru/login'
import type { ScreenProps } from '@/lib/screen-props'
import { AuthCard } from './auth-card'
import { PageLoading } from '@/ui/page-loading'

export default function OAuthCallbackScreen({ params }: ScreenProps) {
  const service = params.service ?? ''
  const search = new URLSearchParams(useSearch())
  const [, navigate] = useLocation()
  const session = SessionContext.useActorRef()
  const logic = useMemo(
    () =>
      oauthCallbackMachine.provide({
        actions: {
          handOverToken: (_, { token, returnPath }) => session.send({ type: 'session.signIn', token, returnPath }),
          navigate: (_, { to }) => navigate(to, { replace: true }),
          forgetState: () => {
            clearCookie(OAUTH_STATE_COOKIE)
            clearCookie(OAUTH_REDIRECT_COOKIE)
          },
        },
      }),
    [session, navigate],
  )
  const actor = useActorRef(logic, {
    input: {
      service,
      code: search.get('code'),
      state: search.get('state'),
      error: search.get('error'),
      expectedState: readCookie(OAUTH_STATE_COOKIE),
      redirectPath: readCookie(OAUTH_REDIRECT_COOKIE),
      redirectUri: `${window.location.origin}${window.location.pathname}`,
    },
  })
  const refusal = useSelector(actor, selectRefusal)
  if (refusal) {
    return (
      <AuthCard icon="pi pi-shield" title={oauthTexts.errorTitle} role="alert">
        <p>{refusal === 'stateMissing' ? oauthTexts.stateMissing : oauthTexts.stateMismatch}</p>
      </AuthCard>
    )
  }
  return <PageLoading />
}
