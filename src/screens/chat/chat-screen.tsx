import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Link, useLocation } from 'wouter'
import { useActorRef, useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import type { ScreenProps } from '@/lib/screen-props'
import { SessionContext } from '@/hooks/session-context'
import { selectUser } from '@/machines/session/session.selectors'
import { chatRoomMachine } from '@/machines/chat/chat-room.machine'
import { filterChats, selectChats, selectListStatus } from '@/machines/chat/chat-list.selectors'
import { selectRoomStatus } from '@/machines/chat/chat-room.selectors'
import { CHAT_MOBILE_BELOW } from '@/lib/constants/chat'
import { notify } from '@/ui/notifier'
import { chatTexts as t } from '@/texts/ru/chat'
import { commonTexts } from '@/texts/ru/common'
import { ChatRoomView } from './chat-room-view'
import { ChatCreateDialog } from './chat-create-dialog'
import { OnlineUsersPanel } from './online-users-panel'
import type { ListApi } from './message-list'
import { useChatList, useRealtime, type ChatListRef, type RealtimeRef } from './use-chat-session'
import './chat.css'

const mobileQuery = `(max-width: ${CHAT_MOBILE_BELOW - 0.02}px)`
function useMobile(): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mq = window.matchMedia(mobileQuery)
      mq.addEventListener?.('change', cb)
      return () => mq.removeEventListener?.('change', cb)
    },
    () => window.matchMedia(mobileQuery).matches,
  )
}

/** /Chat, /Chat/List, /communications, /communication/{type?}/{chatID?} (spec 2 §2.2). */
export default function ChatScreen({ params }: ScreenProps) {
  // The session spawns the chat list and the realtime connection while signed in; until it has, wait.
  const list = useChatList()
  const realtime = useRealtime()
  const user = SessionContext.useSelector(selectUser)
  if (!list || !user)
    return (
      <div className="page-loading" role="status">
        {commonTexts.loading}
      </div>
    )
  const chatID = Number(params.chatID)
  return (
    <ChatWorkspace
      key={list.id}
      list={list}
      realtime={realtime}
      me={user.userID}
      chatID={Number.isFinite(chatID) && chatID > 0 ? chatID : null}
    />
  )
}

/** The list and the open conversation for one signed-in user (exported for component tests). */
export function ChatWorkspace({
  list,
  realtime,
  me,
  chatID,
}: {
  list: ChatListRef
  realtime?: RealtimeRef
  me: number
  chatID: number | null
}) {
  const [, navigate] = useLocation()
  const mobile = useMobile()
  const apiRef = useRef<ListApi | null>(null)
  const inputRef = useRef<HTMLTextAreaElement | null>(null)
  const [creating, setCreating] = useState(false)
  const room = useActorRef(
    chatRoomMachine.provide({
      actions: {
        scrollToBottom: () => apiRef.current?.scrollToBottom(),
        scrollToMessage: (_, p: { messageID: number }) => apiRef.current?.scrollToMessage(p.messageID),
        focusInput: () => inputRef.current?.focus(),
        notifyOpened: (_, p: { chatID: number }) => list.send({ type: 'room.opened', chatID: p.chatID }),
        notifyClosed: () => list.send({ type: 'room.closed' }),
        notifyDeleted: (_, p: { chatID: number }) => {
          list.send({ type: 'chat.deleted', chatID: p.chatID })
          navigate('/Chat')
        },
      },
    }),
    { input: { me } },
  )
  const roomStatus = useSelector(room, selectRoomStatus)
  useEffect(() => {
    room.send(chatID ? { type: 'chat.open', chatID } : { type: 'chat.close' })
  }, [room, chatID])
  useEffect(() => () => list.send({ type: 'room.closed' }), [list])

  const showRoom = chatID !== null
  const openProfile = (userID: number) => navigate(`/PersonalKab/${userID}`)
  return (
    <div className={`chat-screen${mobile ? ' is-mobile' : ''}`}>
      {(!mobile || !showRoom) && <ChatSide list={list} openChatID={chatID} onCreate={() => setCreating(true)} />}
      {(!mobile || showRoom) && (
        <div className="chat-main">
          {showRoom && roomStatus !== 'idle' ? (
            <ChatRoomView
              room={room}
              realtime={realtime}
              me={me}
              apiRef={apiRef}
              inputRef={inputRef}
              mobile={mobile}
              onBack={() => navigate('/Chat')}
              onProfile={openProfile}
            />
          ) : (
            <div className="chat-prompt">
              <i className="pi pi-comments" aria-hidden="true" />
              <p>{t.chooseOrCreate}</p>
              <Button label={t.createChat} icon="pi pi-plus" onClick={() => setCreating(true)} />
            </div>
          )}
        </div>
      )}
      {creating && (
        <ChatCreateDialog
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false)
            list.send({ type: 'chats.reload' })
            notify.info(t.created)
          }}
        />
      )}
    </div>
  )
}

function ChatSide({ list, openChatID, onCreate }: { list: ChatListRef; openChatID: number | null; onCreate(): void }) {
  const chats = useSelector(list, selectChats)
  const status = useSelector(list, selectListStatus)
  const [filter, setFilter] = useState('')
  const [tab, setTab] = useState<'chats' | 'online'>('chats')
  const shown = filterChats(chats, filter)
  return (
    <aside className="chat-side" aria-label={t.title}>
      <div className="chat-side-header">
        <h1>{t.title}</h1>
        <Button icon="pi pi-plus" rounded text aria-label={t.createChat} onClick={onCreate} />
      </div>
      <div className="chat-tabs" role="group" aria-label={t.tabsLabel}>
        <Button
          label={t.tabChats}
          size="small"
          text={tab !== 'chats'}
          aria-pressed={tab === 'chats'}
          onClick={() => setTab('chats')}
        />
        <Button
          label={t.onlineTitle}
          size="small"
          text={tab !== 'online'}
          aria-pressed={tab === 'online'}
          onClick={() => setTab('online')}
        />
      </div>
      {tab === 'online' ? (
        <OnlineUsersPanel />
      ) : (
        <>
          <span className="p-input-icon-left chat-filter">
            <InputText
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder={t.filterPlaceholder}
              aria-label={t.filterLabel}
              className="w-full"
            />
          </span>
          {status === 'loading' && <p role="status">{commonTexts.loading}</p>}
          {status === 'unavailable' && <p>{t.unavailable}</p>}
          {status === 'failed' && (
            <div role="alert">
              <p>{t.loadFailed}</p>
              <Button label={t.retry} onClick={() => list.send({ type: 'chats.reload' })} />
            </div>
          )}
          {status === 'ready' && chats.length === 0 && <p className="muted">{t.noChats}</p>}
          {status === 'ready' && chats.length > 0 && shown.length === 0 && <p className="muted">{t.noChatsFound}</p>}
          <ul className="chat-list">
            {shown.map((c) => (
              <li key={c.chatID}>
                <Link
                  href={`/communication/chat/${c.chatID}`}
                  className={`chat-item${c.chatID === openChatID ? ' is-open' : ''}`}
                  aria-current={c.chatID === openChatID ? 'page' : undefined}
                >
                  <i
                    className={`pi ${c.isChannel ? 'pi-megaphone' : 'pi-users'} chat-item-icon`}
                    aria-label={c.isChannel ? t.channel : t.chat}
                    role="img"
                  />
                  <span className="chat-item-body">
                    <span className="chat-item-name">{c.name}</span>
                    <span className="chat-item-last">{c.lastMessage?.message ?? ''}</span>
                  </span>
                  {c.unreadMessagesCount > 0 && (
                    <span className="chat-item-unread" aria-label={t.unreadLabel(c.unreadMessagesCount)}>
                      {c.unreadMessagesCount}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  )
}
