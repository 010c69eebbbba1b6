import { useLayoutEffect, useMemo, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { loginMachine, type LoginError } from '@/machines/login/login.machine'
import * as sel from '@/machines/login/login.selectors'
import { selectNotice } from '@/machines/session/session.selectors'
import { beginSocialSignIn, visibleSocialServices, type SocialService } from '@/machines/oauth/social-sign-in'
import { SessionContext } from '@/hooks/session-context'
import { getConfig } from '@/api/config'
import { DEMO_PASSWORD } from '@/lib/constants/app'
import { removeBootSkeleton } from '@/lib/boot-skeleton'
import { errorTexts } from '@/texts/ru/errors'
import { loginTexts } from '@/texts/ru/login'
import { lazy, prefetch } from '@/lib/lazy'
import { LoadedPart } from '@/ui/on-demand'
import { PlainButton } from '@/ui/plain/plain-button'
import { PlainProgressBar } from '@/ui/plain/plain-progress-bar'
import { LoginForm } from './login-form'
import { DemoUsers } from './demo-users'

// Rarely opened, and built with the form kit (react-hook-form, PrimeReact): it loads when asked for, during the
// 300 ms switch, not with the card every visitor downloads (issue 19).
const loadRegistrationForm = () => import('./registration-form')
const RegistrationForm = lazy(() => loadRegistrationForm().then((m) => ({ default: m.RegistrationForm })))
const prefetchRegistrationForm = prefetch(loadRegistrationForm)

function errorText(error: LoginError | null): string | null {
  if (!error) return null
  if (error.code === 'serverMessage') return error.message ?? errorTexts.unknown
  if (error.code === 'unknown') return errorTexts.unknown
  return errorTexts.serverNotResponding
}

const SOCIAL_LABEL: Record<SocialService, string> = { vk: loginTexts.socialVk, google: loginTexts.socialGoogle }
const SOCIAL_ICON: Record<SocialService, string> = { vk: 'pi pi-users', google: 'pi pi-google' }

/** The sign-in card shared by /login and /Authorize. */
export function LoginPanel({ returnPath }: { returnPath?: string }) {
  const session = SessionContext.useActorRef()
  const notice = SessionContext.useSelector(selectNotice)
  const config = getConfig()
  const logic = useMemo(
    () =>
      loginMachine.provide({
        actions: { handOverToken: (_, { token }) => session.send({ type: 'session.signIn', token, returnPath }) },
      }),
    [session, returnPath],
  )
  const login = useActorRef(logic, { input: { demo: config.demo } })
  const formVisible = useSelector(login, sel.selectFormVisible)
  const registration = useSelector(login, sel.selectIsRegistration)
  const switching = useSelector(login, sel.selectIsSwitching)
  const busy = useSelector(login, sel.selectIsBusy)
  const loader = useSelector(login, sel.selectShowLoader)
  const error = useSelector(login, sel.selectError)
  const settings = useSelector(login, sel.selectSettings)
  const demoUsers = useSelector(login, sel.selectDemoUsers)
  const [recoveryOpen, setRecoveryOpen] = useState(false)
  // The card is on screen: index.html's skeleton of it goes in the same frame.
  useLayoutEffect(removeBootSkeleton, [])

  const shownError = errorText(error) ?? (notice === 'tokenExpired' ? errorTexts.tokenExpired : null)
  const social = settings ? visibleSocialServices(settings, Boolean(config.debug)) : []

  return (
    <section className="login-card" aria-labelledby="login-title" aria-busy={!formVisible || busy}>
      {loader && <PlainProgressBar className="login-loader" label={loginTexts.submit} />}
      <img
        src={`${import.meta.env.BASE_URL}img/icons/svg/logo.svg`}
        alt=""
        width={56}
        height={56}
        className="login-logo"
      />
      <h1 id="login-title">{loginTexts.title}</h1>
      {settings?.hint && <p className="login-hint">{settings.hint}</p>}
      {!formVisible ? (
        <div className="login-placeholder" aria-hidden />
      ) : (
        <div className={switching ? 'login-body switching' : 'login-body'}>
          {registration ? (
            <LoadedPart
              failed={
                <button type="button" className="link-button" onClick={() => login.send({ type: 'mode.toggle' })}>
                  {loginTexts.backToLogin}
                </button>
              }
            >
              <RegistrationForm onBack={() => login.send({ type: 'mode.toggle' })} />
            </LoadedPart>
          ) : (
            <>
              <LoginForm
                busy={busy}
                errorText={shownError}
                onSubmit={(credentials) => {
                  if (notice) session.send({ type: 'notice.clear' })
                  login.send({ type: 'credentials.submit', credentials })
                }}
                onEdit={() => error && login.send({ type: 'error.clear' })}
              />
              <div className="login-links">
                {settings?.allowRegisterStudents && (
                  <button
                    type="button"
                    className="link-button"
                    onPointerEnter={prefetchRegistrationForm}
                    onClick={() => {
                      prefetchRegistrationForm()
                      login.send({ type: 'mode.toggle' })
                    }}
                  >
                    {loginTexts.registerLink}
                  </button>
                )}
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={recoveryOpen}
                  onClick={() => setRecoveryOpen((o) => !o)}
                >
                  {loginTexts.recoverLink}
                </button>
              </div>
              {recoveryOpen && <p className="form-note">{loginTexts.recoveryHint}</p>}
              {settings && social.length > 0 && (
                <div className="social">
                  <span className="divider">{loginTexts.socialDivider}</span>
                  {social.map((service) => (
                    <PlainButton
                      key={service}
                      icon={SOCIAL_ICON[service]}
                      label={SOCIAL_LABEL[service]}
                      variant="outlined"
                      className="w-full"
                      onClick={() => window.location.assign(beginSocialSignIn(service, settings, returnPath ?? '/'))}
                    />
                  ))}
                </div>
              )}
              <DemoUsers
                users={demoUsers}
                disabled={busy}
                onPick={(userName) =>
                  login.send({ type: 'credentials.submit', credentials: { userName, password: DEMO_PASSWORD } })
                }
              />
            </>
          )}
        </div>
      )}
    </section>
  )
}
