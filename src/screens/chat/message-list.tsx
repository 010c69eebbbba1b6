import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, type MutableRefObject } from 'react'
import { useSelector } from '@xstate/react'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { ActorRefFrom } from 'xstate'
import type { ChatMessage, ChatUser } from '@/api/chat'
import type { chatRoomMachine } from '@/machines/chat/chat-room.machine'
import { indexOfMessage } from '@/machines/chat/chat-room.messages'
import {
  selectCanWrite,
  selectChat,
  selectFirstUnreadID,
  selectHighlightID,
  selectMessages,
  selectNearBottom,
  selectNewBelow,
  selectOthersRead,
  selectUsers,
} from '@/machines/chat/chat-room.selectors'
import { CHAT_MIN_ITEM_SIZE, CHAT_NEAR_BOTTOM_PX } from '@/lib/constants/chat'
import { chatTexts as t } from '@/texts/ru/chat'
import { normalDate, sameDay, shortTime, showAvatar, showName } from './chat-format'

type RoomRef = ActorRefFrom<typeof chatRoomMachine>

/** What the room machine's scroll effects call (supplied through machine.provide by the screen). */
export interface ListApi {
  scrollToBottom(): void
  scrollToMessage(messageID: number): void
}

interface RowProps {
  message: ChatMessage
  mine: boolean
  author: ChatUser | undefined
  nameShown: boolean
  avatarShown: boolean
  dayStart: boolean
  divider: boolean
  highlighted: boolean
  unread: boolean
  quoted: ChatMessage | null | undefined
  quotedAuthor: string
  canQuote: boolean
  onQuote(messageID: number): void
  onJump(messageID: number): void
  onProfile(userID: number): void
}

/** One message bubble; memoised so an incoming message re-renders only rows whose props changed. */
const MessageRow = memo(function MessageRow(p: RowProps) {
  const name = p.author?.name || t.unknownUser
  return (
    <div
      className={`msg-row${p.mine ? ' msg-mine' : ''}${p.highlighted ? ' msg-highlight' : ''}`}
      data-message-id={p.message.messageID}
    >
      {p.dayStart && (
        <div className="msg-day" role="presentation">
          <span>{normalDate(p.message.date)}</span>
        </div>
      )}
      {p.divider && (
        <div className="msg-divider" role="separator" aria-label={t.newMessagesDivider}>
          <span>{t.newMessagesDivider}</span>
        </div>
      )}
      <div className="msg-line">
        {!p.mine &&
          (p.avatarShown ? (
            <button
              type="button"
              className="msg-avatar"
              aria-label={t.openProfile(name)}
              onClick={() => p.onProfile(p.message.userID)}
            >
              {p.author?.photo ? (
                <img src={p.author.photo} alt="" width={32} height={32} />
              ) : (
                <span aria-hidden="true">{name.charAt(0)}</span>
              )}
            </button>
          ) : (
            <span className="msg-avatar-spacer" />
          ))}
        <div
          className="msg-bubble"
          tabIndex={0}
          aria-label={`${p.mine ? '' : `${name}, `}${shortTime(p.message.date)}`}
          onContextMenu={(e) => {
            if (!p.canQuote) return
            e.preventDefault()
            p.onQuote(p.message.messageID)
          }}
        >
          {p.nameShown && !p.mine && <div className="msg-name">{name}</div>}
          {p.message.citationID > 0 && (
            <button type="button" className="msg-citation" onClick={() => p.onJump(p.message.citationID)}>
              <span className="sr-only">{t.quoteJumpPrefix}</span>
              <span className="msg-citation-name">{p.quotedAuthor}</span>
              <span className="msg-citation-text">{p.quoted ? p.quoted.text : t.quotedMissing}</span>
            </button>
          )}
          <div className="msg-text">{p.message.text}</div>
          <div className="msg-meta">
            {p.message.citationCount > 0 && <span className="msg-cites">{t.citations(p.message.citationCount)}</span>}
            <time dateTime={p.message.date}>{shortTime(p.message.date)}</time>
            {p.unread && <i className="pi pi-circle-fill msg-unread" role="img" aria-label={t.unreadMark} />}
          </div>
        </div>
      </div>
    </div>
  )
})

export function MessageList({
  room,
  me,
  apiRef,
  onProfile,
}: {
  room: RoomRef
  me: number
  apiRef: MutableRefObject<ListApi | null>
  onProfile(userID: number): void
}) {
  const messages = useSelector(room, selectMessages)
  const users = useSelector(room, selectUsers)
  const chat = useSelector(room, selectChat)
  const highlightID = useSelector(room, selectHighlightID)
  const firstUnreadID = useSelector(room, selectFirstUnreadID)
  const othersRead = useSelector(room, selectOthersRead)
  const canQuote = useSelector(room, selectCanWrite)
  const newBelow = useSelector(room, selectNewBelow)
  const nearBottom = useSelector(room, selectNearBottom)
  const parentRef = useRef<HTMLDivElement>(null)
  const messagesRef = useRef(messages)
  messagesRef.current = messages
  const usersById = useMemo(() => new Map((users ?? []).map((u) => [u.userID, u])), [users])

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => CHAT_MIN_ITEM_SIZE + 24,
    getItemKey: (i) => messagesRef.current[i]?.messageID ?? i,
    overscan: 6,
  })

  // The machine asks for the bottom while applying new messages, before React renders them: the rows
  // arrive in the next commit, whose layout effect scrolls to the new end before anything is painted or a
  // scroll event reports the list as far from the bottom (a burst adds many rows at once).
  // The next frame settles on the very end (rows measured late); until it has, the bottom is pending. A
  // reader who scrolls up before it keeps their place (cancelBottomSettle from onScroll): the settle pulled
  // them back down, and a message that came next was taken as seen instead of counted on the down arrow.
  const settleFrame = useRef<number | null>(null)
  const cancelBottomSettle = useCallback(() => {
    if (settleFrame.current !== null) cancelAnimationFrame(settleFrame.current)
    settleFrame.current = null
  }, [])
  const scrollToBottom = useCallback(() => {
    const count = messagesRef.current.length
    if (!count) return
    virtualizer.scrollToIndex(count - 1, { align: 'end' })
    if (settleFrame.current !== null) cancelAnimationFrame(settleFrame.current)
    settleFrame.current = requestAnimationFrame(() => {
      settleFrame.current = null
      const el = parentRef.current
      if (el) el.scrollTop = el.scrollHeight
    })
  }, [virtualizer])
  useEffect(() => cancelBottomSettle, [cancelBottomSettle])
  useLayoutEffect(() => {
    if (settleFrame.current === null || !messages.length) return
    virtualizer.scrollToIndex(messages.length - 1, { align: 'end' })
  }, [messages.length, virtualizer])

  useEffect(() => {
    apiRef.current = {
      scrollToBottom,
      scrollToMessage(messageID) {
        const index = indexOfMessage(messagesRef.current, messageID)
        if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' })
      },
    }
    return () => {
      apiRef.current = null
    }
  }, [apiRef, scrollToBottom, virtualizer])

  // The list opens at its end at once; the machine's 250 ms and 500 ms passes settle measured rows.
  const chatID = chat?.chatID
  useLayoutEffect(() => {
    if (chatID && messagesRef.current.length)
      virtualizer.scrollToIndex(messagesRef.current.length - 1, { align: 'end' })
  }, [chatID, virtualizer])

  const lastNear = useRef(true)
  const lastTop = useRef(0)
  const onScroll = () => {
    const el = parentRef.current
    if (!el) return
    // Moving up is the reader's doing (late-measured rows only grow the list below the view).
    if (el.scrollTop < lastTop.current - 1 && settleFrame.current !== null) {
      cancelBottomSettle()
      virtualizer.cancelScroll()
    }
    lastTop.current = el.scrollTop
    const near = el.scrollHeight - el.scrollTop - el.clientHeight <= CHAT_NEAR_BOTTOM_PX
    if (near !== lastNear.current) {
      lastNear.current = near
      room.send({ type: 'scroll.changed', nearBottom: near })
    }
  }

  const onQuote = useCallback((messageID: number) => room.send({ type: 'quote.set', messageID }), [room])
  const onJump = useCallback((messageID: number) => room.send({ type: 'quote.jump', messageID }), [room])

  const items = virtualizer.getVirtualItems()
  return (
    <div className="msg-area">
      <div ref={parentRef} className="msg-scroll" onScroll={onScroll} tabIndex={-1}>
        {messages.length === 0 && <p className="msg-empty muted">{t.noMessagesYet}</p>}
        <div
          role="list"
          aria-label={t.historyLabel(chat?.name ?? '')}
          style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}
        >
          {items.map((item) => {
            const i = item.index
            const m = messages[i]
            if (!m) return null
            const quoted = m.citationID ? messages[indexOfMessage(messages, m.citationID)] : undefined
            return (
              <div
                key={item.key}
                data-index={i}
                ref={virtualizer.measureElement}
                role="listitem"
                aria-setsize={messages.length}
                aria-posinset={i + 1}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <MessageRow
                  message={m}
                  mine={m.userID === me}
                  author={usersById.get(m.userID)}
                  nameShown={showName(messages, i)}
                  avatarShown={showAvatar(messages, i)}
                  dayStart={i === 0 || !sameDay(messages[i - 1].date, m.date)}
                  divider={m.messageID === firstUnreadID}
                  highlighted={m.messageID === highlightID}
                  unread={m.userID === me && m.messageID > othersRead}
                  quoted={quoted}
                  quotedAuthor={quoted ? usersById.get(quoted.userID)?.name || t.unknownUser : t.unknownUser}
                  canQuote={canQuote}
                  onQuote={onQuote}
                  onJump={onJump}
                  onProfile={onProfile}
                />
              </div>
            )
          })}
        </div>
      </div>
      {!nearBottom && (
        <button
          type="button"
          className={`msg-down${newBelow ? ' has-new' : ''}`}
          onClick={() => room.send({ type: 'scroll.toBottom' })}
          aria-label={newBelow ? `${t.newMessagesPill(newBelow)}. ${t.toBottom}` : t.toBottom}
        >
          <i className="pi pi-arrow-down" aria-hidden="true" />
          {newBelow > 0 && <span>{t.newMessagesPill(newBelow)}</span>}
        </button>
      )}
    </div>
  )
}
