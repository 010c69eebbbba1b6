import { useCallback, useEffect, useMemo, useRef } from 'react'
import { lazy, Suspense } from '@/lib/lazy'
import { useLocation } from 'wouter'
import { useSelector } from '@xstate/react'
import { Toast } from 'primereact/toast'
import { SessionContext } from '@/hooks/session-context'
import { selectUser } from '@/machines/session/session.selectors'
import { composeYears, recipientTypesFor, SEND_FAILED_SNACK_MS } from '@/lib/constants/mail'
import { notify } from '@/ui/notifier'
import { mailTexts as t } from '@/texts/ru/mail'
import { selectComposeRequest, selectComposeSerial } from '@/machines/mail/compose-request.selectors'
import type { ComposeActions } from './compose-dialog'
import { useComposeRef } from './use-session-refs'

const loadDialog = () => import('./compose-dialog')
const ComposeDialog = lazy(loadDialog)

/**
 * The one compose host, mounted once at app level: opens the compose dialog for the request the
 * session's compose channel holds (toolbar, /newMessage/{userToID}, /TestSend, a reply) and sends it
 * `compose.close` when the dialog's machine ends. The red 'Ошибка отправки письма' snackbar lives here
 * so it can outlive the dialog (3 s, the dialog closes after 2 s).
 */
export function ComposeHost() {
  // Load the dialog's code while the page is idle, so it opens at once.
  useEffect(() => {
    void loadDialog()
  }, [])
  const compose = useComposeRef()
  const request = useSelector(compose, (s) => (s ? selectComposeRequest(s) : null))
  const serial = useSelector(compose, (s) => (s ? selectComposeSerial(s) : 0))
  const user = SessionContext.useSelector(selectUser)
  const [, navigate] = useLocation()
  const snack = useRef<Toast>(null)
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
      showSendFailed: () =>
        snack.current?.show({ severity: 'error', summary: t.sendFailed, life: SEND_FAILED_SNACK_MS }),
      notifyUploadFailed: (fileName: string) => notify.error(t.uploadFailedTitle, t.uploadFailedText(fileName)),
    }),
    [navigate],
  )
  const allowedTypes = useMemo(
    () =>
      user
        ? recipientTypesFor(
            user.userID,
            user.roles.map((r) => r.name),
          )
        : [],
    [user],
  )
  return (
    <>
      <Toast ref={snack} position="top-center" className="mail-snackbar" />
      {request && user && (
        <Suspense fallback={null}>
          <ComposeDialog
            key={serial}
            actions={actions}
            input={{ request, allowedTypes, year: composeYears(new Date())[0] }}
            onClosed={onClosed}
          />
        </Suspense>
      )}
    </>
  )
}
