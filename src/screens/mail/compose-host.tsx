import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { useLocation } from 'wouter'
import { Toast } from 'primereact/toast'
import { useSelector } from '@xstate/react'
import { useSessionChild } from '@/hooks/use-session-child'
import { selectComposeRequest } from '@/machines/mail/compose-request.selectors'
import { SessionContext } from '@/app/session-context'
import { selectUser } from '@/machines/session/session.selectors'
import { composeYears, recipientTypesFor, SEND_FAILED_SNACK_MS } from '@/machines/mail/mail.constants'
import { notify } from '@/ui/notifier'
import { mailTexts as t } from '@/texts/ru/mail'
import type { ComposeActions } from './compose-dialog'

const loadDialog = () => import('./compose-dialog')
const ComposeDialog = lazy(loadDialog)

/**
 * Several hosts may be mounted (the signed-in layout's, the empty-layout reader's); the most recently
 * mounted one shows the dialog, so a request never opens two.
 */
let registry: number[] = []
let nextHostID = 1
const listeners = new Set<() => void>()
const subscribeHosts = (cb: () => void) => {
  listeners.add(cb)
  return () => {
    listeners.delete(cb)
  }
}
const activeHost = () => registry[registry.length - 1] ?? 0
function useIsActiveHost(): boolean {
  const id = useRef(0)
  if (id.current === 0) id.current = nextHostID++
  useEffect(() => {
    const mine = id.current
    registry = [...registry, mine]
    listeners.forEach((l) => l())
    return () => {
      registry = registry.filter((h) => h !== mine)
      listeners.forEach((l) => l())
    }
  }, [])
  return useSyncExternalStore(subscribeHosts, activeHost) === id.current
}

/**
 * Opens the compose dialog whenever composeRequest is set (toolbar, /newMessage/{userToID}, a reply)
 * and clears it when the dialog's machine ends. The red 'Ошибка отправки письма' snackbar lives here
 * so it can outlive the dialog (3 s, the dialog closes after 2 s).
 */
export function ComposeHost() {
  const active = useIsActiveHost()
  // Load the dialog's code while the page is idle, so it opens at once.
  useEffect(() => {
    void loadDialog()
  }, [])
  const compose = useSessionChild('compose')
  const request = useSelector(compose, (s) => (s ? selectComposeRequest(s) : null))
  const user = SessionContext.useSelector(selectUser)
  const [, navigate] = useLocation()
  const snack = useRef<Toast>(null)
  const serial = useRef(0)
  const key = useMemo(() => (request ? ++serial.current : 0), [request])
  // Focus goes back where it was when the dialog opened (the 'Написать' button, a reply button…).
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (request) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  }, [request])
  const onClosed = useCallback(() => {
    compose?.send({ type: 'compose.close' })
    const target = opener.current
    opener.current = null
    if (target?.isConnected) requestAnimationFrame(() => target.focus())
  }, [compose])
  const actions = useMemo<ComposeActions>(
    () => ({
      notifySent: () => notify.info(t.sentTitle, t.sentText),
      navigateToSent: () => navigate('/mail/sent'),
      showSendFailed: () => snack.current?.show({ severity: 'error', summary: t.sendFailed, life: SEND_FAILED_SNACK_MS }),
      notifyUploadFailed: (fileName: string) => notify.error(t.uploadFailedTitle, t.uploadFailedText(fileName)),
    }),
    [navigate],
  )
  const allowedTypes = useMemo(() => (user ? recipientTypesFor(user.userID, user.roles.map((r) => r.name)) : []), [user])
  return (
    <>
      <Toast ref={snack} position="top-center" className="mail-snackbar" />
      {active && request && user && (
        <Suspense fallback={null}>
          <ComposeDialog key={key} actions={actions} input={{ request, allowedTypes, year: composeYears(new Date())[0] }} onClosed={onClosed} />
        </Suspense>
      )}
    </>
  )
}
