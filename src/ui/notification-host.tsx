import { useEffect, useRef } from 'react'
import { Toast, type ToastMessage } from 'primereact/toast'
import { NOTIFY_ERROR_MS, NOTIFY_INFO_MS, NOTIFY_MESSAGES_MAX } from '@/lib/constants/app'
import { commonTexts } from '@/texts/ru/common'
import { attachNotificationSink } from './notifier'
import './notifier.css'

/** Shows what `notify` (./notifier.ts) is asked: the three groups as PrimeReact toasts. */
export function NotificationHost() {
  const infoRef = useRef<Toast>(null)
  const errorRef = useRef<Toast>(null)
  const messageRef = useRef<Toast>(null)
  const shownMessages = useRef<ToastMessage[]>([])

  useEffect(() => {
    const forget = (toast: ToastMessage) => {
      shownMessages.current = shownMessages.current.filter((m) => m.id !== toast.id)
    }
    const removeMessage = (toast: ToastMessage) => {
      forget(toast)
      messageRef.current?.remove(toast)
    }
    return attachNotificationSink({
      info: (title, text) =>
        infoRef.current?.show({ severity: 'info', summary: title, detail: text, life: NOTIFY_INFO_MS }),
      error: (title, text) =>
        errorRef.current?.show({ severity: 'error', summary: title, detail: text, life: NOTIFY_ERROR_MS }),
      message: (message) => {
        const toast: ToastMessage = { severity: 'secondary', sticky: true, id: message.id }
        toast.content = (
          <div className="notification-message-row">
            <button
              type="button"
              className="notification-message"
              onClick={() => {
                removeMessage(toast)
                message.onOpen?.()
              }}
            >
              {message.photo ? (
                <img src={message.photo} alt="" width={36} height={36} />
              ) : (
                <span className="pi pi-envelope" aria-hidden />
              )}
              <span>
                <strong>{message.title}</strong>
                <span>{message.text}</span>
              </span>
            </button>
            <button
              type="button"
              className="notification-close"
              aria-label={commonTexts.close}
              onClick={() => removeMessage(toast)}
            >
              <span className="pi pi-times" aria-hidden />
            </button>
          </div>
        )
        const same = shownMessages.current.find((m) => m.id === message.id)
        if (same) removeMessage(same)
        shownMessages.current = [...shownMessages.current, toast]
        while (shownMessages.current.length > NOTIFY_MESSAGES_MAX) removeMessage(shownMessages.current[0])
        messageRef.current?.show(toast)
      },
    })
  }, [])

  return (
    <>
      <Toast ref={infoRef} position="bottom-left" className="toast-info" />
      <div className="notify-stack">
        <Toast ref={messageRef} position="bottom-right" className="toast-messages" appendTo="self" />
        <Toast ref={errorRef} position="bottom-right" className="toast-errors" appendTo="self" />
      </div>
    </>
  )
}
