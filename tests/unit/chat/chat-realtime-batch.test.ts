import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { createRealtimeBatcher, nextFrame, REALTIME_BATCH_FALLBACK_MS } from '@/machines/chat/chat-realtime.batch'
import { chatListMachine } from '@/machines/chat/chat-list.machine'
import { selectChats } from '@/machines/chat/chat-list.selectors'
import { chatRoomMachine } from '@/machines/chat/chat-room.machine'
import { applyIncoming, indexOfMessage } from '@/machines/chat/chat-room.messages'
import * as sel from '@/machines/chat/chat-room.selectors'
import type { NewMessageEvent } from '@/api/chat'
import { chat, history, incoming, message, ME, OTHER } from './fixtures'

/** A schedule run by hand: `tick()` runs what is due, like the next animation frame. */
function manualSchedule() {
  let due: (() => void) | null = null
  let scheduled = 0
  return {
    schedule: (run: () => void) => {
      scheduled++
      due = run
      return () => (due = null)
    },
    tick: () => {
      const run = due
      due = null
      run?.()
    },
    scheduled: () => scheduled,
  }
}

afterEach(() => vi.useRealTimers())

describe('realtime batcher', () => {
  it('what arrives before the frame is delivered once, in arrival order, messages then reads', () => {
    const frame = manualSchedule()
    const delivered: { messages: number[]; reads: number[] }[] = []
    const batcher = createRealtimeBatcher<number, number>(
      (b) => delivered.push({ messages: b.messages, reads: b.reads }),
      frame.schedule,
    )
    for (let i = 1; i <= 100; i++) batcher.message(i)
    batcher.read(7)
    expect(delivered).toEqual([])
    expect(frame.scheduled()).toBe(1)
    frame.tick()
    expect(delivered).toEqual([{ messages: Array.from({ length: 100 }, (_, i) => i + 1), reads: [7] }])
    batcher.message(101)
    frame.tick()
    expect(delivered[1]).toEqual({ messages: [101], reads: [] })
    batcher.message(102)
    batcher.stop() // the subscriber left: nothing pending is delivered
    frame.tick()
    expect(delivered).toHaveLength(2)
  })

  it('without an animation frame (a hidden tab) the fallback timeout delivers', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    const run = vi.fn()
    nextFrame(run)
    vi.advanceTimersByTime(REALTIME_BATCH_FALLBACK_MS)
    expect(run).toHaveBeenCalledTimes(1) // once, whichever of the frame and the timeout came first
    vi.advanceTimersByTime(1_000)
    expect(run).toHaveBeenCalledTimes(1)
  })
})

describe('a batch of incoming messages in the room', () => {
  function openRoom() {
    const calls = { scrollToBottom: 0, read: [] as unknown[] }
    const actor = createActor(
      chatRoomMachine.provide({
        actors: {
          loadChat: fromPromise(async () => ({ chatInfo: chat(), chatMessages: history() })),
          markRead: fromPromise(async ({ input }) => void calls.read.push(input)),
          realtimeEvents: fromCallback(() => () => {}),
        },
        actions: { scrollToBottom: () => void calls.scrollToBottom++ },
      }),
      { input: { me: ME } },
    )
    actor.start()
    actor.send({ type: 'chat.open', chatID: 10 })
    return { actor, calls }
  }

  it('100 messages (with a duplicate and another chat’s) are one context update, in id order', async () => {
    const { actor, calls } = openRoom()
    await waitFor(actor, (s) => s.matches('open'))
    await waitFor(actor, (s) => s.matches({ open: { read: 'done' } }))
    const reads = calls.read.length
    const scrolls = calls.scrollToBottom
    const payloads: NewMessageEvent[] = Array.from({ length: 100 }, (_, i) => incoming(106 - (i === 50 ? 100 : 0) + i))
    payloads.push(incoming(3), incoming(120), incoming(500, OTHER, 99)) // duplicates, another chat
    let updates = 0
    const sub = actor.subscribe(() => updates++)
    actor.send({ type: 'realtime.messages', payloads })
    sub.unsubscribe()
    expect(updates).toBe(1)
    const ids = sel.selectMessages(actor.getSnapshot()).map((m) => m.messageID)
    expect(ids).toHaveLength(105)
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toContain(56) // the one out of order found its place
    expect(calls.scrollToBottom).toBe(scrolls + 1)
    expect(calls.read.length).toBe(reads + 1) // one read request, up to the last message
    expect(calls.read.at(-1)).toEqual({ chatID: 10, messageID: 205 })
    expect(sel.selectUsers(actor.getSnapshot())!.find((u) => u.userID === OTHER)!.lastReadedMessageID).toBe(205)
  })

  it('far from the bottom the batch counts others’ messages for the down arrow; an own one scrolls', async () => {
    const { actor, calls } = openRoom()
    await waitFor(actor, (s) => s.matches('open'))
    actor.send({ type: 'scroll.changed', nearBottom: false })
    const scrolls = calls.scrollToBottom
    actor.send({ type: 'realtime.messages', payloads: [incoming(6), incoming(7), incoming(4)] })
    expect(sel.selectNewBelow(actor.getSnapshot())).toBe(2)
    expect(calls.scrollToBottom).toBe(scrolls)
    actor.send({ type: 'realtime.messages', payloads: [incoming(8), incoming(9, ME)] })
    expect(sel.selectNewBelow(actor.getSnapshot())).toBe(3) // as one after another: the other's is counted
    expect(calls.scrollToBottom).toBe(scrolls + 1)
  })
})

describe('applyIncoming', () => {
  const state = { chatID: 10, me: ME, nearBottom: true, messages: history(), chat: chat() }

  it('gives the same list as the messages one after another, copying the list once', () => {
    const batch = [incoming(7), incoming(6, OTHER, 10, { citationID: 2 }), incoming(8, OTHER, 10, { citationID: 7 })]
    const applied = applyIncoming(state, batch)!
    expect(applied.messages.map((m) => m.messageID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(applied.messages[indexOfMessage(applied.messages, 2)].citationCount).toBe(1)
    expect(applied.messages[indexOfMessage(applied.messages, 7)].citationCount).toBe(1) // quoted within the batch
    expect(state.messages).toEqual(history()) // the context's list is not touched
    expect(applied.below).toBe(0)
    expect(applied.toBottom).toBe(true)
    expect(applyIncoming(state, [incoming(2), incoming(9, OTHER, 11)])).toBeNull()
  })

  it('a message quoting one that arrives later in the batch counts nothing (as one after another)', () => {
    const applied = applyIncoming({ ...state, messages: [message(1)] }, [
      incoming(9, OTHER, 10, { citationID: 3 }),
      incoming(3),
    ])!
    expect(applied.messages.map((m) => [m.messageID, m.citationCount])).toEqual([
      [1, 0],
      [3, 0],
      [9, 0],
    ])
  })
})

describe('a batch in the chat list', () => {
  it('applies each message as one after another in one update', async () => {
    const actor = createActor(
      chatListMachine.provide({
        actors: {
          checkAvailable: fromPromise(async () => true),
          listChats: fromPromise(async () => [
            chat({ chatID: 10, unreadMessagesCount: 0, lastMessage: { message: 'x', userID: 2, messageID: 5 } }),
            chat({ chatID: 11, unreadMessagesCount: 0, lastMessage: { message: 'y', userID: 2, messageID: 7 } }),
          ]),
          realtimeEvents: fromCallback(() => () => {}),
        },
      }),
      { input: { me: ME } },
    )
    actor.start()
    await waitFor(actor, (s) => s.matches('ready'))
    let updates = 0
    const sub = actor.subscribe(() => updates++)
    actor.send({
      type: 'realtime.messages',
      payloads: [incoming(8, 2, 10), incoming(9, 2, 11), incoming(9, 2, 11), incoming(10, ME, 10), incoming(4, 2, 10)],
    })
    sub.unsubscribe()
    expect(updates).toBe(1)
    const list = selectChats(actor.getSnapshot())
    expect(list.map((c) => c.chatID)).toEqual([10, 11])
    expect(list.map((c) => c.unreadMessagesCount)).toEqual([1, 1])
    expect(list[0].lastMessage?.messageID).toBe(10)
  })
})
