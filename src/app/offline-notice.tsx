import { RetryButton } from '@/ui/retry-button'
import { SessionContext } from '@/hooks/session-context'
import { selectFailure } from '@/machines/session/session.selectors'
import { errorTexts } from '@/texts/ru/errors'

export function OfflineNotice() {
  const session = SessionContext.useActorRef()
  // A failed or malformed answer: the spec's 'Сервер не отвечает'; no answer at all: no connection.
  const failure = SessionContext.useSelector(selectFailure)
  return (
    <main className="centered-card" role="alert">
      <span className="pi pi-wifi" aria-hidden style={{ fontSize: 32 }} />
      <h1>{failure === 'server' ? errorTexts.serverNotResponding : errorTexts.offline}</h1>
      <RetryButton onClick={() => session.send({ type: 'session.retry' })} />
    </main>
  )
}
