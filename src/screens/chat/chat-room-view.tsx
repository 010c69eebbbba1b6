import { useEffect, useRef, useState, type MutableRefObject } from 'react'
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Dialog } from '@/ui/dialog'
import { InputTextarea } from 'primereact/inputtextarea'
import type { ActorRefFrom } from 'xstate'
import type { chatRoomMachine } from '@/machines/chat/chat-room.machine'
import {
  selectCanWrite,
  selectChat,
  selectConfirmingDelete,
  selectDeleting,
  selectDraft,
  selectDraftError,
  selectFormShown,
  selectInfoError,
  selectInfoIsAdmin,
  selectInfoLoading,
  selectInfoOpen,
  selectInfoUsers,
  selectMessages,
  selectQuote,
  selectRoomStatus,
  selectSending,
  selectUsers,
} from '@/machines/chat/chat-room.selectors'
import { CHAT_INFO_DIALOG_WIDTH, CHAT_MESSAGE_MAX_LENGTH } from '@/lib/constants/chat'
import { selectRealtimeStatus } from '@/machines/realtime/realtime-connection.selectors'
import { chatTexts as t } from '@/texts/ru/chat'
import { commonTexts } from '@/texts/ru/common'
import { normalDate } from './chat-format'
import { MessageList, type ListApi } from './message-list'
import type { RealtimeRef } from './use-chat-session'

type RoomRef = ActorRefFrom<typeof chatRoomMachine>

/** The open conversation: header, notices, the virtual message list, quote bar and composer. */
export function ChatRoomView({
  room,
  realtime,
  me,
  apiRef,
  inputRef,
  mobile,
  onBack,
  onProfile,
}: {
  room: RoomRef
  realtime?: RealtimeRef
  me: number
  apiRef: MutableRefObject<ListApi | null>
  inputRef: MutableRefObject<HTMLTextAreaElement | null>
  mobile: boolean
  onBack(): void
  onProfile(userID: number): void
}) {
  const status = useSelector(room, selectRoomStatus)
  const chat = useSelector(room, selectChat)
  return (
    <section className="chat-room" aria-label={chat?.name ?? t.title}>
      <header className="chat-room-header">
        {mobile && <Button icon="pi pi-arrow-left" text rounded aria-label={t.back} onClick={onBack} />}
        <div className="chat-room-title">
          <h2>{chat?.name ?? ''}</h2>
          {chat?.description && <p className="muted">{chat.description}</p>}
        </div>
        {status === 'open' && (
          <Button
            icon="pi pi-info-circle"
            text
            rounded
            aria-label={t.infoButton}
            onClick={() => room.send({ type: 'info.open' })}
          />
        )}
      </header>
      <RealtimeNotice realtime={realtime} />
      {status === 'loading' && (
        <p className="chat-room-state" role="status">
          {t.loadingMessages}
        </p>
      )}
      {status === 'failed' && (
        <div className="chat-room-state" role="alert">
          <p>{t.messagesFailed}</p>
          <Button label={t.retry} onClick={() => room.send({ type: 'chat.retry' })} />
        </div>
      )}
      {status === 'open' && (
        <>
          <MessageList room={room} me={me} apiRef={apiRef} onProfile={onProfile} />
          <LiveLog room={room} me={me} />
          <Composer room={room} inputRef={inputRef} />
          <InfoDialog room={room} />
        </>
      )}
    </section>
  )
}

/** A non-blocking notice while the session's realtime connection is lost or off (none without one). */
function RealtimeNotice({ realtime }: { realtime?: RealtimeRef }) {
  const state = useSelector(realtime, (s) => (s ? selectRealtimeStatus(s) : 'connecting'))
  if (state !== 'reconnecting' && state !== 'off') return null
  return (
    <p className="chat-notice" role="status">
      <i className={`pi ${state === 'off' ? 'pi-power-off' : 'pi-sync'}`} aria-hidden="true" />{' '}
      {state === 'off' ? t.realtimeOff : t.reconnecting}
    </p>
  )
}

/** Screen readers hear each incoming message once: the virtual list's rows come and go while scrolling. */
function LiveLog({ room, me }: { room: RoomRef; me: number }) {
  const messages = useSelector(room, selectMessages)
  const users = useSelector(room, selectUsers)
  const [log, setLog] = useState<{ id: number; text: string }[]>([])
  const seen = useRef<number | null>(null)
  const last = messages[messages.length - 1]
  useEffect(() => {
    if (!last) return
    if (seen.current === null) {
      seen.current = last.messageID
      return
    }
    if (last.messageID <= seen.current) return
    seen.current = last.messageID
    if (last.userID === me) return
    const name = users?.find((u) => u.userID === last.userID)?.name ?? t.unknownUser
    setLog((l) => [...l.slice(-4), { id: last.messageID, text: `${name}: ${last.text}` }])
  }, [last, me, users])
  return (
    <div role="log" className="sr-only">
      {log.map((entry) => (
        <p key={entry.id}>{entry.text}</p>
      ))}
    </div>
  )
}

function Composer({ room, inputRef }: { room: RoomRef; inputRef: MutableRefObject<HTMLTextAreaElement | null> }) {
  const shown = useSelector(room, selectFormShown)
  const canWrite = useSelector(room, selectCanWrite)
  const draft = useSelector(room, selectDraft)
  const error = useSelector(room, selectDraftError)
  const sending = useSelector(room, selectSending)
  const quote = useSelector(room, selectQuote)
  const users = useSelector(room, selectUsers)
  if (!shown) return null
  if (!canWrite) return <p className="chat-readonly muted">{t.readOnlyChannel}</p>
  const quoteAuthor = quote ? (users?.find((u) => u.userID === quote.userID)?.name ?? t.unknownUser) : ''
  const tooLong = draft.length > CHAT_MESSAGE_MAX_LENGTH
  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault()
        room.send({ type: 'message.send' })
      }}
    >
      {quote && (
        <div
          className="chat-quote-bar"
          onContextMenu={(e) => {
            e.preventDefault()
            room.send({ type: 'quote.clear' })
          }}
        >
          <button
            type="button"
            className="chat-quote-body"
            onClick={() => room.send({ type: 'quote.jump', messageID: quote.messageID })}
          >
            <span className="sr-only">{t.quoteBarLabel}: </span>
            <i className="pi pi-reply" aria-hidden="true" />
            <span className="msg-citation-name">{quoteAuthor}</span>
            <span className="msg-citation-text">{quote.text}</span>
          </button>
          <Button
            type="button"
            icon="pi pi-times"
            text
            rounded
            aria-label={t.quoteClear}
            onClick={() => room.send({ type: 'quote.clear' })}
          />
        </div>
      )}
      {(error || tooLong) && (
        <p className="form-error" role="alert">
          {error === 'sendFailed' ? t.sendFailed : t.messageTooLong(CHAT_MESSAGE_MAX_LENGTH)}
        </p>
      )}
      <div className="chat-composer-row">
        <Button type="button" icon="pi pi-paperclip" text rounded disabled aria-label={t.attach} />
        <InputTextarea
          ref={inputRef}
          className="chat-input"
          rows={1}
          value={draft}
          placeholder={t.messagePlaceholder}
          aria-label={t.messageLabel}
          aria-invalid={tooLong || undefined}
          onChange={(e) => room.send({ type: 'draft.change', text: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault()
              room.send({ type: 'message.send' })
            }
          }}
        />
        <Button type="submit" icon="pi pi-send" rounded aria-label={t.send} loading={sending} disabled={sending} />
      </div>
    </form>
  )
}

function InfoDialog({ room }: { room: RoomRef }) {
  const open = useSelector(room, selectInfoOpen)
  const loading = useSelector(room, selectInfoLoading)
  const chat = useSelector(room, selectChat)
  const users = useSelector(room, selectInfoUsers)
  const isAdmin = useSelector(room, selectInfoIsAdmin)
  const confirming = useSelector(room, selectConfirmingDelete)
  const deleting = useSelector(room, selectDeleting)
  const error = useSelector(room, selectInfoError)
  return (
    <Dialog
      header={t.info}
      visible={open}
      onHide={() => room.send({ type: 'info.close' })}
      style={{ width: '95vw', maxWidth: CHAT_INFO_DIALOG_WIDTH }}
      ariaCloseIconLabel={commonTexts.close}
      dismissableMask
    >
      {loading ? (
        <p role="status">{t.loadingMessages}</p>
      ) : (
        <div className="chat-info">
          <p>
            <strong>{t.createdAt}:</strong> {chat ? normalDate(chat.date) : ''}
          </p>
          {chat?.description && <p className="chat-info-description">{chat.description}</p>}
          <h3>{t.members}</h3>
          <ul className="chat-members">
            {users.map((u) => (
              <li key={u.userID}>
                {u.photo ? <img src={u.photo} alt="" width={28} height={28} /> : null}
                <span>{u.name}</span>
                {u.isAdmin && <i className="pi pi-crown chat-crown" role="img" aria-label={t.admin} title={t.admin} />}
                {u.isModer && (
                  <i className="pi pi-star-fill chat-star" role="img" aria-label={t.moderator} title={t.moderator} />
                )}
              </li>
            ))}
          </ul>
          {error === 'delete' && (
            <p className="form-error" role="alert">
              {t.deleteFailed}
            </p>
          )}
          {isAdmin &&
            (confirming || deleting ? (
              <div className="chat-confirm" role="group" aria-label={t.confirmDelete}>
                <span>{t.confirmDelete}</span>
                <Button
                  label={t.no}
                  outlined
                  onClick={() => room.send({ type: 'delete.cancel' })}
                  disabled={deleting}
                  autoFocus
                />
                <Button
                  label={t.yes}
                  severity="danger"
                  className="chat-delete-yes"
                  onClick={() => room.send({ type: 'delete.confirm' })}
                  loading={deleting}
                />
              </div>
            ) : (
              <Button
                label={t.deleteChat}
                icon="pi pi-trash"
                severity="danger"
                outlined
                className="chat-delete"
                onClick={() => room.send({ type: 'delete.request' })}
              />
            ))}
        </div>
      )}
    </Dialog>
  )
}
