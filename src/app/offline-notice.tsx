import { Button } from 'primereact/button'
import { SessionContext } from '@/hooks/session-context'
import { errorTexts } from '@/texts/ru/errors'
import { commonTexts } from '@/texts/ru/common'

export function OfflineNotice() {
  const session = SessionContext.useActorRef()
  return (
    <main className="centered-card" role="alert">
      <span className="pi pi-wifi" aria-hidden style={{ fontSize: 32 }} />
      <h1>{errorTexts.offline}</h1>
      <Button label={commonTexts.retry} icon="pi pi-refresh" onClick={() => session.send({ type: 'session.retry' })} />
    </main>
  )
}
