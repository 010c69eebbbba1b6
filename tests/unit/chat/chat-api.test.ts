import { describe, expect, it } from 'vitest'
import { issueToken } from '@/mocks/node'
import * as api from '@/api/chat'
import * as v from 'valibot'
import { connect, invoke, on } from '@/api/realtime'
import { ApiError } from '@/api/errors'
import { SEEDED_CHATS, BIG_CHAT_MESSAGES, MANY_CHATS_USER } from '@/mocks/seed/chat.seed'
import { FAR_QUOTE_DISTANCE } from '@/mocks/seed/chat.history'

const signIn = (userID: number) => {
  document.cookie = `authToken=${issueToken(userID)}; path=/`
}

async function rejects(promise: Promise<unknown>, status: number) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).status).toBe(status)
}

describe('chat API over the mock backend', () => {
  it('answers 401 without a token', async () => {
    await rejects(api.listChats({ silent: true }), 401)
  })

  it('CheckAvailable, then the list with unread counts and last messages', async () => {
    signIn(1)
    expect(await api.checkAvailable()).toBe(true)
    const chats = await api.listChats()
    const big = chats.find((c) => c.chatID === SEEDED_CHATS.big)!
    expect(big.unreadMessagesCount).toBeGreaterThan(0)
    expect(big.lastMessage?.message).toContain('Возвращаюсь')
    expect(chats.find((c) => c.chatID === SEEDED_CHATS.channel)).toMatchObject({ isChannel: true, allowWrite: false })
  })

  it('the demo teacher has 200 chats and more; the big chat has 20,000 messages, the last quoting one 10,000 up', async () => {
    signIn(MANY_CHATS_USER)
    expect((await api.listChats()).length).toBeGreaterThanOrEqual(200)
    const { chatMessages } = await api.getChat(SEEDED_CHATS.big)
    expect(chatMessages).toHaveLength(BIG_CHAT_MESSAGES)
    const last = chatMessages[chatMessages.length - 1]
    expect(chatMessages.findIndex((m) => m.messageID === last.citationID)).toBe(
      BIG_CHAT_MESSAGES - 1 - FAR_QUOTE_DISTANCE,
    )
  })

  it('a non-member gets 403; an unknown chat 404', async () => {
    signIn(11)
    await rejects(api.getChat(SEEDED_CHATS.coursework, { silent: true }), 403)
    await rejects(api.getChat(99999, { silent: true }), 404)
  })

  it('only the chat admin deletes (403 otherwise); a deleted chat leaves the list', async () => {
    signIn(1)
    await rejects(api.deleteChat(SEEDED_CHATS.coursework, { silent: true }), 403)
    signIn(2)
    const info = await api.getUsersChat(SEEDED_CHATS.coursework)
    expect(info.isAdmin).toBe(true)
    expect(info.users.find((u) => u.userID === 2)!.isAdmin).toBe(true)
    await api.deleteChat(SEEDED_CHATS.coursework)
    expect((await api.listChats()).some((c) => c.chatID === SEEDED_CHATS.coursework)).toBe(false)
  })

  it('creates a chat with the spec payload; the creator is its admin; a blank name is 400', async () => {
    signIn(1)
    await api.createChat({ name: '  Проект  ', description: '  описание ', channel: true, chatUsers: [{ userID: 2 }] })
    const created = (await api.listChats()).find((c) => c.name === 'Проект')!
    expect(created).toMatchObject({ description: 'описание', isChannel: true, isAdmin: true, allowWrite: true })
    signIn(2)
    expect((await api.listChats()).find((c) => c.chatID === created.chatID)).toMatchObject({
      isAdmin: false,
      allowWrite: false,
    })
    await rejects(
      fetch('http://localhost/api/Chats/Chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${issueToken(1)}` },
        body: JSON.stringify({ name: ' ', channel: false, chatUsers: [] }),
      }).then(async (r) => {
        throw new ApiError('badRequest', r.status, null)
      }),
      400,
    )
  })

  it('a name of zero-width characters only is no name: the mock answers 400 with its message; the schema refuses it too', async () => {
    signIn(1)
    const post = (name: string) =>
      fetch('http://localhost/api/Chats/Chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${issueToken(1)}` },
        body: JSON.stringify({ name, channel: false, chatUsers: [] }),
      })
    for (const name of ['\u200B\u200B', ' \u200B\uFEFF\u2060 ']) {
      const answer = await post(name)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ msg: 'Введите название беседы' })
      expect(v.safeParse(api.createChatSchema, { name, channel: false, chatUsers: [] }).success).toBe(false)
    }
    expect((await api.listChats()).some((c) => c.name.includes('\u200B'))).toBe(false)
    expect((await post('\u200BПроект')).status).toBe(200)
  })

  it('person search: empty text → empty list without a call; otherwise matches full names', async () => {
    signIn(1)
    expect(await api.findAuthors('   ')).toEqual([])
    const found = await api.findAuthors('Кузнецов Дмитрий')
    expect(found).toContainEqual({ fio: 'Кузнецов Дмитрий Сергеевич', idUser: 2 })
  })

  it('online users: the seeded ones plus live connections', async () => {
    signIn(1)
    const users = await api.usersOnline()
    expect(users.length).toBeGreaterThan(5)
    expect(users[0]).toEqual(
      expect.objectContaining({ userID: expect.any(Number), userName: expect.any(String), login: expect.any(String) }),
    )
  })

  it('sending validates, refuses readers of a channel, and broadcasts NewMessage over the stream', async () => {
    signIn(2)
    const received: unknown[] = []
    const off = on('NewMessage', (p) => received.push(p))
    let opened!: () => void
    const open = new Promise<void>((r) => (opened = r))
    const close = connect({ opened: () => opened(), lost: () => {} })
    await open
    try {
      await api.sendMessage({ text: 'Здравствуйте!', chatID: SEEDED_CHATS.coursework, citationID: null })
      await expect.poll(() => received.length).toBe(1)
      expect(v.safeParse(api.newMessageEventSchema, received[0]).success).toBe(true)
      expect(received[0]).toMatchObject({
        chatID: SEEDED_CHATS.coursework,
        message: { text: 'Здравствуйте!', userID: 2 },
      })
      // the client refuses before sending; the server refuses too
      await expect(
        api.sendMessage({ text: 'x'.repeat(5000), chatID: SEEDED_CHATS.coursework, citationID: null }),
      ).rejects.toThrow()
      await rejects(
        invoke(
          'chatSendMessage',
          { text: 'x'.repeat(5000), chatID: SEEDED_CHATS.coursework, citationID: null },
          { silent: true },
        ),
        400,
      )
      await rejects(
        invoke('chatSendMessage', { text: '   ', chatID: SEEDED_CHATS.coursework, citationID: null }, { silent: true }),
        400,
      )
      await rejects(
        invoke('chatSendMessage', { text: 'a', chatID: SEEDED_CHATS.coursework, citationID: 12345 }, { silent: true }),
        400,
      )
      await rejects(invoke('noSuchMethod', {}, { silent: true }), 400)
      signIn(1)
      await rejects(
        api.sendMessage({ text: 'Можно?', chatID: SEEDED_CHATS.channel, citationID: null }, { silent: true }),
        403,
      )
    } finally {
      close()
      off()
    }
  })

  it('a message appears in the history with its quote counted; reading moves the read mark', async () => {
    signIn(1)
    const before = await api.getChat(SEEDED_CHATS.coursework)
    const quoted = before.chatMessages[3]
    await api.sendMessage({ text: 'Ответ', chatID: SEEDED_CHATS.coursework, citationID: quoted.messageID })
    const after = await api.getChat(SEEDED_CHATS.coursework)
    const last = after.chatMessages[after.chatMessages.length - 1]
    expect(last).toMatchObject({ text: 'Ответ', citationID: quoted.messageID })
    expect(after.chatMessages[3].citationCount).toBe(quoted.citationCount + 1)
    signIn(2)
    await api.readMessage(SEEDED_CHATS.coursework, last.messageID)
    const info = await api.getUsersChat(SEEDED_CHATS.coursework)
    expect(info.users.find((u) => u.userID === 2)!.lastReadedMessageID).toBe(last.messageID)
  })
})
