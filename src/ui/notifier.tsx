import { useEffect, useRef } from 'react'
import { Toast, type ToastMessage } from 'primereact/toast'
import { NOTIFY_ERROR_MS, NOTIFY_INFO_MS, NOTIFY_MESSAGES_MAX } from '@/lib/constants'

/**
 * Three notification groups (spec 1 §2): info bottom left (3 s), errors bottom right (10 s), and
 * persistent messages bottom right (at most 5) with the sender's photo; a click opens the message.
 */
export interface PersistentMessage {
  id: string
  title: string
  text: string
  photo?: string
  onOpen?: () => void
}

type Sink = {
  info(title: string, text?: string): void
  error(title: string, text?: string): void
  message(message: PersistentMessage): void
}

let sink: Sink | null = null
const pending: ((s: Sink) => void)[] = []

function withSink(run: (s: Sink) => void) {
  if (sink) run(sink)
  else pending.push(run)
}

export const notify = {
  info: (title: string, text?: string) => withSink((s) => s.info(title, text)),
  error: (title: string, text?: string) => withSink((s) => s.error(title, text)),
  message: (message: PersistentMessage) => withSink((s) => s.message(message)),
}

export function NotificationHost() {
  const infoRef = useRef<Toast>(null)
  const errorRef = useRef<Toast>(null)
  const messageRef = useRef<Toast>(null)
  const shownMessages = useRef<ToastMessage[]>([])

  useEffect(() => {
    sink = {
      info: (title, text) => infoRef.current?.show({ severity: 'info', summary: title, detail: text, life: NOTIFY_INFO_MS }),
      error: (title, text) => errorRef.current?.show({ severity: 'error', summary: title, detail: text, life: NOTIFY_ERROR_MS }),
      message: (message) => {
        const toast = {
          severity: 'secondary' as const,
          sticky: true,
          id: message.id,
          content: (
            <button type="button" className="notification-message" onClick={message.onOpen}>
              {message.photo ? <img src={message.photo} alt="" width={36} height={36} /> : <span className="pi pi-envelope" aria-hidden />}
              <span>
                <strong>{message.title}</strong>
                <span>{message.text}</span>
              </span>
            </button>
          ),
        }
        shownMessages.current = [...shownMessages.current, toast]
        while (shownMessages.current.length > NOTIFY_MESSAGES_MAX) messageRef.current?.remove(shownMessages.current.shift()!)
        messageRef.current?.show(toast)
      },
    }
    for (const run of pending.splice(0)) run(sink)
    return () => {
      sink = null
    }
  }, [])

  return (
    <>
      <Toast ref={infoRef} position="bottom-left" />
      <Toast ref={errorRef} position="bottom-right" />
      <Toast ref={messageRef} position="bottom-right" className="toast-messages" />
    </>
  )
}
