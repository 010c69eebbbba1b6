import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { applyNewMessage, chatListMachine } from '@/machines/chat/chat-list.machine'
import { filterChats, selectChats, selectListStatus, selectUnreadTotal } from '@/machines/chat/chat-list.selectors'
import { chat, incoming, ME } from './fixtures'

const chats = () => [
  chat({
    chatID: 10,
    name: 'Курсовая',
    unreadMessagesCount: 2,
    lastMessage: { message: 'x', userID: 2, messageID: 5 },
  }),
  chat({ chatID: 11, name: 'Кафедра', unreadMessagesCount: 1, lastMessage: { message: 'y', userID: 2, messageID: 7 } }),
]

async function setup(available = true) {
  const actor = createActor(
    chatListMachine.provide({
      actors: {
        checkAvailable: fromPromise(async () => available),
        listChats: fromPromise(async () => chats()),
        realtimeEvents: fromCallback(() => () => {}),
      },
    }),
    { input: { me: ME } },
  )
  actor.start()
  await waitFor(actor, (s) => s.matches('ready') || s.matches('unavailable'))
  return actor
}

describe('chat list', () => {
  it('CheckAvailable then ListChats; the unread total sums the chats', async () => {
    const actor = await setup()
    expect(selectListStatus(actor.getSnapshot())).toBe('ready')
    expect(selectUnreadTotal(actor.getSnapshot())).toBe(3)
    expect(selectListStatus((await setup(false)).getSnapshot())).toBe('unavailable')
  })

  it('a message for another chat raises its unread count and moves it to the top', async () => {
    const actor = await setup()
    actor.send({ type: 'realtime.messages', payloads: [incoming(8, 2, 10)] })
    const list = selectChats(actor.getSnapshot())
    expect(list[0].chatID).toBe(10)
    expect(list[0].unreadMessagesCount).toBe(3)
    expect(list[0].lastMessage?.message).toBe('m8')
  })

  it('opening a chat zeroes it and its new messages do not count; own messages never count', async () => {
    const actor = await setup()
    actor.send({ type: 'room.opened', chatID: 10 })
    actor.send({ type: 'realtime.messages', payloads: [incoming(8, 2, 10)] })
    actor.send({ type: 'realtime.messages', payloads: [incoming(9, ME, 11)] })
    expect(selectChats(actor.getSnapshot()).find((c) => c.chatID === 10)!.unreadMessagesCount).toBe(0)
    expect(selectChats(actor.getSnapshot()).find((c) => c.chatID === 11)!.unreadMessagesCount).toBe(1)
    actor.send({ type: 'room.closed' })
    actor.send({ type: 'realtime.messages', payloads: [incoming(10, 2, 10)] })
    expect(selectChats(actor.getSnapshot()).find((c) => c.chatID === 10)!.unreadMessagesCount).toBe(1)
  })

  it('an event for an unknown chat creates its entry; a duplicate id is ignored', async () => {
    const actor = await setup()
    actor.send({
      type: 'realtime.messages',
      payloads: [{ ...incoming(3, 2, 42), chat: chat({ chatID: 42, name: 'Новая' }) }],
    })
    expect(selectChats(actor.getSnapshot())[0]).toMatchObject({ chatID: 42, name: 'Новая', unreadMessagesCount: 1 })
    actor.send({ type: 'realtime.messages', payloads: [incoming(3, 2, 42)] })
    expect(selectChats(actor.getSnapshot())[0].unreadMessagesCount).toBe(1)
    expect(applyNewMessage({ me: ME, chats: [], openChatID: null }, incoming(1, 2, 77))).toBeNull()
  })

  it('deleting removes the chat; the filter matches names containing the text', async () => {
    const actor = await setup()
    actor.send({ type: 'chat.deleted', chatID: 11 })
    expect(selectChats(actor.getSnapshot()).map((c) => c.chatID)).toEqual([10])
    expect(filterChats(chats(), 'урс').map((c) => c.name)).toEqual(['Курсовая'])
    expect(filterChats(chats(), '  ').length).toBe(2)
  })
})
