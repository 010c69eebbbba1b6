import { http, HttpResponse, type HttpHandler } from 'msw'
import * as v from 'valibot'
import { db } from '../db'
import { requireUser, type DemoUser } from '../lib/auth'
import { badRequest, failure, forbidden, jsonBody, notFound, ok, queryOf } from '../lib/respond'
import { createRecord, nextId, updateRecord } from '../lib/store'
import { addClient, connectedUserIDs, definePayload, publish, type RelayWrite } from '../lib/realtime-hub'
import { historyMetaOf, historyOf, historyTextOf, type HistoryMessage } from '../seed/chat.history'
import { createChatSchema, sendMessageSchema } from '@/api/chat'
import { hasVisibleText } from '@/lib/validation'
import { CHAT_DESCRIPTION_MAX_LENGTH, CHAT_MESSAGE_MAX_LENGTH, CHAT_NAME_MAX_LENGTH } from '@/lib/constants/chat'

/**
 * Handlers of the chat area (spec 2 §7 Chats, spec 1 §7): the list, one chat with its messages, its
 * users, create, delete, attachments, online users, the person search, and the realtime channel
 * (`GET /api/notifications` as a server-sent event stream, `POST /api/notifications/invoke`).
 */
type ChatRow = NonNullable<ReturnType<typeof db.chat.findFirst>>
type MemberRow = NonNullable<ReturnType<typeof db.chatMember.findFirst>>

const chatRow = (chatID: number) => db.chat.findFirst({ where: { chatID: { equals: chatID } } })
const membersOf = (chatID: number) => db.chatMember.findMany({ where: { chatID: { equals: chatID } } })
const memberOf = (chatID: number, userID: number) =>
  db.chatMember.findFirst({ where: { id: { equals: `${chatID}:${userID}` } } })
const userRow = (userID: number) => db.user.findFirst({ where: { userID: { equals: userID } } })
const displayName = (u: DemoUser | null) => (u ? `${u.last_name} ${u.first_name}`.trim() : 'Пользователь')
const canWrite = (chat: ChatRow, m: MemberRow | null) => Boolean(m) && (!chat.isChannel || m!.isAdmin || m!.isModer)

/** Seeded history + messages written since, ordered by id, with citation counts. */
function messagesOf(chatID: number): HistoryMessage[] {
  const written = db.chatMessage
    .findMany({ where: { chatID: { equals: chatID } } })
    .sort((a, b) => a.messageID - b.messageID)
  const extra = new Map<number, number>()
  for (const m of written) if (m.citationID) extra.set(m.citationID, (extra.get(m.citationID) ?? 0) + 1)
  const history = historyOf(chatID)
  const out = extra.size
    ? history.map((m) =>
        extra.has(m.messageID) ? { ...m, citationCount: m.citationCount + extra.get(m.messageID)! } : m,
      )
    : history.slice()
  for (const m of written)
    out.push({
      messageID: m.messageID,
      chatID,
      userID: m.userID,
      text: m.text,
      citationID: m.citationID,
      citationCount: extra.get(m.messageID) ?? 0,
      date: m.date,
    })
  return out
}

type WrittenRow = NonNullable<ReturnType<typeof db.chatMessage.findFirst>>
const writtenIn = (chatID: number): WrittenRow[] => db.chatMessage.findMany({ where: { chatID: { equals: chatID } } })

/** `written`: the chat's messages written since the seed, when the caller has them already. */
function lastOf(chatID: number, written = writtenIn(chatID)): HistoryMessage | null {
  if (written.length) {
    const m = written.reduce((a, b) => (b.messageID > a.messageID ? b : a))
    return { ...m, citationCount: 0 }
  }
  const history = historyMetaOf(chatID)
  const last = history[history.length - 1]
  return last ? { ...last, text: historyTextOf(last) } : null
}

function unreadCount(chatID: number, member: MemberRow, written = writtenIn(chatID)): number {
  let n = 0
  const history = historyMetaOf(chatID)
  for (let i = history.length - 1; i >= 0 && history[i].messageID > member.lastReadedMessageID; i--)
    if (history[i].userID !== member.userID) n++
  for (const m of written) if (m.messageID > member.lastReadedMessageID && m.userID !== member.userID) n++
  return n
}

function usersOf(chatID: number) {
  return membersOf(chatID).map((m) => {
    const u = userRow(m.userID)
    return {
      userID: m.userID,
      name: displayName(u),
      photo: u?.photo ?? '',
      isAdmin: m.isAdmin,
      isModer: m.isModer,
      lastReadedMessageID: m.lastReadedMessageID,
    }
  })
}

/** The chat as one member sees it (spec 2 §3 Chat). */
function summaryFor(
  chat: ChatRow,
  userID: number,
  withUsers = true,
  known?: { member: MemberRow | null; written: WrittenRow[] },
) {
  const member = known ? known.member : memberOf(chat.chatID, userID)
  const written = known?.written ?? writtenIn(chat.chatID)
  const last = lastOf(chat.chatID, written)
  return {
    chatID: chat.chatID,
    name: chat.name,
    description: chat.description,
    isDelete: chat.isDelete,
    unreadMessagesCount: member ? unreadCount(chat.chatID, member, written) : 0,
    lastMessage: last ? { message: last.text, userID: last.userID, messageID: last.messageID } : null,
    isChannel: chat.isChannel,
    allowWrite: canWrite(chat, member),
    isAdmin: member?.isAdmin ?? false,
    date: chat.date,
    users: withUsers ? usersOf(chat.chatID) : [],
  }
}

/** The chat must exist, not be deleted, and the user must be a member. */
function requireMember(chatID: number, user: DemoUser): { chat: ChatRow; member: MemberRow } {
  const chat = Number.isFinite(chatID) ? chatRow(chatID) : null
  if (!chat || chat.isDelete) throw notFound('Беседа не найдена')
  const member = memberOf(chatID, user.userID)
  if (!member) throw forbidden('Вы не участник этой беседы')
  return { chat, member }
}

/** A new message id: above every seeded id and unique across the pages of the demo (time-based). */
function newMessageID(): number {
  return Math.max(
    nextId('chatMessage', 'messageID'),
    (Date.now() - 1_700_000_000_000) * 8 + Math.floor(Math.random() * 8),
  )
}

const write = (
  op: RelayWrite['op'],
  model: string,
  pk: string,
  key: string | number,
  data: Record<string, unknown>,
): RelayWrite => ({ op, model, pk, key, data })

definePayload('NewMessage', (userID, args) => {
  // The sender's page passes the written row along (one table scan less per message and recipient).
  const { chatID, messageID, row } = args as { chatID: number; messageID: number; row?: Omit<WrittenRow, 'id'> }
  const chat = chatRow(chatID)
  const m =
    row?.messageID === messageID ? row : db.chatMessage.findFirst({ where: { messageID: { equals: messageID } } })
  if (!chat || !m) return null
  return {
    chatID,
    message: {
      messageID: m.messageID,
      chatID,
      text: m.text,
      userID: m.userID,
      citationID: m.citationID,
      citationCount: 0,
      date: m.date,
    },
    chat: summaryFor(chat, userID, false),
  }
})

/** The reader's (`member`, from requireMember) read mark moves up to `messageID`. */
function markRead(member: MemberRow, messageID: number): RelayWrite | null {
  if (member.lastReadedMessageID >= messageID) return null
  updateRecord('chatMember', 'id', member.id, { lastReadedMessageID: messageID })
  return write('update', 'chatMember', 'id', member.id, { lastReadedMessageID: messageID })
}

const invokeSchema = v.object({ method: v.string(), args: v.unknown() })

function sendMessage(user: DemoUser, raw: unknown) {
  const text = (raw as { text?: unknown } | null)?.text
  if (typeof text === 'string' && text.length > CHAT_MESSAGE_MAX_LENGTH)
    return badRequest(`Сообщение длиннее ${CHAT_MESSAGE_MAX_LENGTH} символов`)
  const parsed = v.safeParse(sendMessageSchema, raw)
  if (!parsed.success) return badRequest('Пустое сообщение не отправляется')
  const { chatID, citationID } = parsed.output
  const { chat, member } = requireMember(chatID, user)
  if (!canWrite(chat, member)) return forbidden('В этом канале вам нельзя писать')
  if (citationID && !messagesOf(chatID).some((m) => m.messageID === citationID))
    return badRequest('Цитируемое сообщение не найдено')
  const message = {
    messageID: newMessageID(),
    chatID,
    userID: user.userID,
    text: parsed.output.text,
    citationID: citationID ?? 0,
    date: new Date().toISOString(),
  }
  createRecord('chatMessage', message)
  const writes = [write('create', 'chatMessage', 'messageID', message.messageID, message)]
  const read = markRead(member, message.messageID)
  if (read) writes.push(read)
  publish(writes, {
    name: 'NewMessage',
    userIDs: membersOf(chatID).map((m) => m.userID),
    args: { chatID, messageID: message.messageID, row: message },
  })
  return HttpResponse.json({ state: 1 })
}

function readMessage(user: DemoUser, raw: unknown) {
  const args = raw as { chatID?: unknown; messageID?: unknown } | null
  const chatID = Number(args?.chatID)
  const messageID = Number(args?.messageID)
  if (!Number.isFinite(messageID)) return badRequest('Не указано сообщение')
  const { member } = requireMember(chatID, user)
  const read = markRead(member, messageID)
  if (read)
    publish([read], {
      name: 'ReadMessage',
      userIDs: membersOf(chatID).map((m) => m.userID),
      args: { chatID, userID: user.userID, messageID },
    })
  return HttpResponse.json({ state: 1 })
}

export const chatHandlers: HttpHandler[] = [
  http.get('*/api/Chats/CheckAvailable', ({ request }) => {
    requireUser(request)
    return ok({ available: true })
  }),

  http.get('*/api/Chats/ListChats', ({ request }) => {
    const user = requireUser(request)
    // One pass over each table instead of several queries per chat: @mswjs/data scans a table per query,
    // and this handler runs on the page's main thread at every signed-in load.
    const chatsByID = new Map(db.chat.getAll().map((c) => [c.chatID, c]))
    const writtenByChat = new Map<number, WrittenRow[]>()
    for (const m of db.chatMessage.getAll()) {
      const list = writtenByChat.get(m.chatID)
      if (list) list.push(m)
      else writtenByChat.set(m.chatID, [m])
    }
    const chats = db.chatMember
      .getAll()
      .filter((m) => m.userID === user.userID)
      .flatMap((member) => {
        const chat = chatsByID.get(member.chatID)
        if (!chat || chat.isDelete) return []
        const written = writtenByChat.get(chat.chatID) ?? []
        const summary = summaryFor(chat, user.userID, false, { member, written })
        return [{ summary, at: lastOf(chat.chatID, written)?.date ?? chat.date }]
      })
      .sort((a, b) => b.at.localeCompare(a.at) || b.summary.chatID - a.summary.chatID)
      .map((c) => c.summary)
    return ok({ userChats: chats })
  }),

  http.get('*/api/chats/chat', ({ request }) => {
    const user = requireUser(request)
    const { chat } = requireMember(Number(queryOf(request).get('chatID')), user)
    return ok({ chatInfo: summaryFor(chat, user.userID), chatMessages: messagesOf(chat.chatID) })
  }),

  http.get('*/api/Chats/GetUsersChat', ({ request }) => {
    const user = requireUser(request)
    const { chat, member } = requireMember(Number(queryOf(request).get('chatID')), user)
    return ok({ users: usersOf(chat.chatID), chat: summaryFor(chat, user.userID, false), isAdmin: member.isAdmin })
  }),

  http.get('*/api/chats/Attachments', ({ request }) => {
    const user = requireUser(request)
    requireMember(Number(queryOf(request).get('chatID')), user)
    return ok({ attachments: [] })
  }),

  http.delete('*/api/Chats/Chat/:chatID', ({ request, params }) => {
    const user = requireUser(request)
    const { chat, member } = requireMember(Number(params.chatID), user)
    if (!member.isAdmin) return forbidden('Удалить беседу может только её администратор')
    updateRecord('chat', 'chatID', chat.chatID, { isDelete: true })
    publish([write('update', 'chat', 'chatID', chat.chatID, { isDelete: true })])
    return ok(null)
  }),

  http.post('*/api/Chats/Chat', async ({ request }) => {
    const user = requireUser(request)
    const body = await jsonBody(request)
    const parsed = v.safeParse(createChatSchema, body)
    if (!parsed.success) {
      const name = typeof body?.name === 'string' ? body.name.trim() : ''
      if (!hasVisibleText(name)) return badRequest('Введите название беседы', { name: 'required' })
      if (name.length > CHAT_NAME_MAX_LENGTH)
        return badRequest(`Название не длиннее ${CHAT_NAME_MAX_LENGTH} символов`, { name: 'maxLength' })
      if (typeof body?.description === 'string' && body.description.trim().length > CHAT_DESCRIPTION_MAX_LENGTH)
        return badRequest(`Описание не длиннее ${CHAT_DESCRIPTION_MAX_LENGTH} символов`, { description: 'maxLength' })
      return badRequest('Некорректные данные беседы')
    }
    const { name, description, channel, chatUsers } = parsed.output
    const ids = [...new Set(chatUsers.map((u) => u.userID))].filter((id) => id !== user.userID)
    if (ids.some((id) => !userRow(id))) return badRequest('Участник не найден')
    const chatID = Math.max(nextId('chat', 'chatID'), 1_000)
    const chat = {
      chatID,
      name,
      description,
      isChannel: channel,
      isDelete: false,
      date: new Date().toISOString(),
      creatorID: user.userID,
      seedMessages: 0,
    }
    createRecord('chat', chat)
    const writes = [write('create', 'chat', 'chatID', chatID, chat)]
    for (const [i, userID] of [user.userID, ...ids].entries()) {
      const member = {
        id: `${chatID}:${userID}`,
        chatID,
        userID,
        isAdmin: i === 0,
        isModer: false,
        lastReadedMessageID: 0,
      }
      createRecord('chatMember', member)
      writes.push(write('create', 'chatMember', 'id', member.id, member))
    }
    publish(writes)
    return ok(null)
  }),

  http.get('*/api/UserInfo/UsersOnline', ({ request }) => {
    requireUser(request)
    const ids = new Set([...db.chatPresence.getAll().map((p) => p.userID), ...connectedUserIDs()])
    const users = [...ids]
      .map((id) => userRow(id))
      .filter((u): u is DemoUser => Boolean(u))
      .map((u) => ({
        userID: u.userID,
        userName: `${u.last_name} ${u.first_name} ${u.middle_name}`.trim(),
        login: u.login,
      }))
      .sort((a, b) => a.userName.localeCompare(b.userName, 'ru'))
    return ok({ users })
  }),

  http.get('*/api/Portfolio/FindAuthors', ({ request }) => {
    requireUser(request)
    const needle = (queryOf(request).get('findStr') ?? '').trim().toLocaleLowerCase('ru')
    if (!needle) return ok({ finded: [] })
    const finded = db.user
      .getAll()
      .map((u) => ({ fio: `${u.last_name} ${u.first_name} ${u.middle_name}`.trim(), idUser: u.userID }))
      .filter((u) => u.fio.toLocaleLowerCase('ru').includes(needle))
      .sort((a, b) => a.fio.localeCompare(b.fio, 'ru'))
      .slice(0, 20)
    return ok({ finded })
  }),

  /** The realtime channel: a server-sent event stream per connection (cookie auth). */
  http.get('*/api/notifications', ({ request }) => {
    const user = requireUser(request)
    const encoder = new TextEncoder()
    let remove = () => {}
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        remove = addClient({
          userID: user.userID,
          send(event, data) {
            controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
          },
        })
        controller.enqueue(encoder.encode(': connected\n\n'))
        request.signal.addEventListener('abort', () => {
          remove()
          try {
            controller.close()
          } catch {
            /* already closed */
          }
        })
      },
      cancel() {
        remove()
      },
    })
    return new HttpResponse(stream, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' },
    })
  }),

  http.post('*/api/notifications/invoke', async ({ request }) => {
    const user = requireUser(request)
    const parsed = v.safeParse(invokeSchema, await jsonBody(request))
    if (!parsed.success) return badRequest('Ожидается {method, args}')
    switch (parsed.output.method) {
      case 'chatSendMessage':
        return sendMessage(user, parsed.output.args)
      case 'chatReadMessage':
        return readMessage(user, parsed.output.args)
      default:
        return failure(400, `Неизвестный метод ${parsed.output.method}`)
    }
  }),
]
