import { useMemo } from 'react'
import { useSearch, useLocation } from 'wouter'
import { useActorRef, useSelector } from '@xstate/react'
import { authorizeMachine } from '@/machines/oauth/authorize.machine'
import { loginTexts } from '@/texts/ru/login'
import { LoginPanel } from './login-panel'
import { PageLoading } from '@/ui/page-loading'

/** /Authorize?appID=…: a third-party app asks for the profile; unknown app → the login page. */
export default function AuthorizeScreen() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const appID = new URLSearchParams(search).get('appID') ?? ''
  const logic = useMemo(() => authorizeMachine.provide({ actions: { goToLogin: () => navigate('/login', { replace: true }) } }), [navigate])
  const actor = useActorRef(logic, { input: { appID } })
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const shown = useSelector(actor, (s) => s.matches('shown'))
  const app = useSelector(actor, (s) => s.context.app)
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
