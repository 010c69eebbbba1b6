import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { failureMessage, onApiFailure } from '@/api/http'
import { SessionContext } from '@/hooks/session-context'
import { notify } from '@/ui/notifier'
import { errorTexts } from '@/texts/ru/errors'

/**
 * Failed calls, handled once (spec 1 §4 event handling, §8): 401 → the session expires and goes to
 * /login; 403 → the server's message and /forbidden; any other failure → 'Ошибка!' with
 * 'Ошибка запроса к API' (or 'Ошибка структуры БД'; a 400 shows the server's message). Calls marked silent report their own failures.
 */
export function ApiFailureBridge() {
  const session = SessionContext.useActorRef()
  const [, navigate] = useLocation()
  useEffect(
    () =>
      onApiFailure((error, options) => {
        if (error.code === 'unauthorized') {
          if (session.getSnapshot().matches('signedIn')) {
            notify.error(errorTexts.title, errorTexts.tokenExpired)
            session.send({ type: 'session.expired' })
          }
          return
        }
        if (options.silent) return
        if (error.code === 'forbidden') {
          notify.error(errorTexts.title, error.serverMessage ?? errorTexts.forbidden)
          navigate('/forbidden')
          return
        }
        notify.error(errorTexts.title, failureMessage(error))
      }),
    [session, navigate],
  )
  return null
}
