import { useMemo } from 'react'
import { useSearch, useLocation } from 'wouter'
import { useActorRef, useSelector } from '@xstate/react'
import { authorizeMachine } from '@/machines/oauth/authorize.machine'
import { selectApp, selectAppLoading, selectCardShown } from '@/machines/oauth/authorize.selectors'
import { loginTexts } from '@/texts/ru/login'
import { LoginPanel } from './login-panel'
import { PageLoading } from '@/ui/page-loading'

/** /Authorize?appID=…: a third-party app asks for the profile; unknown app → the login page. */
export default function AuthorizeScreen() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const appID = new URLSearchParams(search).get('appID') ?? ''
  const logic = useMemo(
    () => authorizeMachine.provide({ actions: { goToLogin: () => navigate('/login', { replace: true }) } }),
    [navigate],
  )
  const actor = useActorRef(logic, { input: { appID } })
  const loading = useSelector(actor, selectAppLoading)
  const shown = useSelector(actor, selectCardShown)
  const app = useSelector(actor, selectApp)
  if (loading) return <PageLoading />
  return (
    <div className="login-page">
      <div className="authorize-stack">
        {shown && app && (
          <section className="authorize-card" aria-live="polite">
            <img src={app.iconUrl} alt="" width={48} height={48} />
            <p>
              <strong>{app.name}</strong> {loginTexts.authorizeRequests}
            </p>
          </section>
        )}
        <LoginPanel />
      </div>
    </div>
  )
}
