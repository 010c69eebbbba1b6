import { useMemo } from 'react'
import { useSearch } from 'wouter'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { demoConsentMachine } from '@/machines/oauth/demo-consent.machine'
import { selectAccounts, selectAccountsLoading } from '@/machines/oauth/demo-consent.selectors'
import { oauthTexts } from '@/texts/ru/login'
import type { ScreenProps } from '@/lib/screen-props'
import { PageLoading } from '@/ui/page-loading'

/** The mocked external provider (demo hosts): pick an account, go back to redirect_uri with code + state. */
export default function DemoConsentScreen({ params }: ScreenProps) {
  const query = new URLSearchParams(useSearch())
  const redirectUri = query.get('redirect_uri') ?? ''
  const state = query.get('state')
  const back = (extra: Record<string, string>) => {
    const url = new URL(redirectUri, window.location.origin)
    if (url.origin !== window.location.origin) return // never leave the demo
    for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v)
    if (state !== null) url.searchParams.set('state', state)
    window.location.assign(url.toString())
  }
  const logic = useMemo(
    () =>
      demoConsentMachine.provide({
        actions: {
          redirectWithCode: (_, { code }) => back({ code }),
          redirectWithError: () => back({ error: 'access_denied' }),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const actor = useActorRef(logic, { input: { service: params.service ?? '' } })
  const loading = useSelector(actor, selectAccountsLoading)
  const accounts = useSelector(actor, selectAccounts)
  if (loading) return <PageLoading />
  return (
    <div className="login-page">
      <section className="login-card" aria-labelledby="consent-title">
        <h1 id="consent-title">{oauthTexts.consentTitle}</h1>
        <p className="muted">{oauthTexts.consentHint}</p>
        <ul className="consent-list">
          {accounts.map((a) => (
            <li key={a.code}>
              <Button
                type="button"
                outlined
                className="w-full"
                label={a.name ?? oauthTexts.consentUnknown}
                onClick={() => actor.send({ type: 'account.choose', code: a.code })}
              />
            </li>
          ))}
        </ul>
        <Button
          type="button"
          text
          severity="danger"
          label={oauthTexts.consentDeny}
          onClick={() => actor.send({ type: 'access.deny' })}
        />
      </section>
    </div>
  )
}
