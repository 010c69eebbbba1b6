import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { chatRoomMachine } from '@/machines/chat/chat-room.machine'
import { indexOfMessage } from '@/machines/chat/chat-room.messages'
import * as sel from '@/machines/chat/chat-room.selectors'
import { describePath, modelPaths, replayPath, type ReplayOptions } from '../replay'
import { chat, history, incoming, ME, OTHER } from '../../unit/chat/fixtures'

/**
 * Paths generated from the chat room machine, in two models that keep the state space finite:
 *  - lifecycle: open → load (ok / failure → retry) → the form after 200 ms, the 250/500 ms scroll
 *    passes, the info dialog and the delete flow (admin and member, refused), close;
 *  - conversation: once the open chat has settled, receive own / others' messages near and far from
 *    the bottom (at most two), duplicates and other chats' messages, the down arrow, quote
 *    set / clear / jump with its 2 s highlight, and sending (accepted / failed / empty / too long).
 * Each step is tied to the spec's rule in assertStep; every path is replayed on a real actor.
 */
type Snap = Parameters<NonNullable<ReplayOptions<typeof chatRoomMachine>['assertState']>>[0]
const effects = { scrollToBottom: 0, scrollToMessage: [] as number[], focusInput: 0, opened: 0, closed: 0, deleted: 0 }
const actions = {
  scrollToBottom: () => void effects.scrollToBottom++,
  scrollToMessage: (_: unknown, p: { messageID: number }) => void effects.scrollToMessage.push(p.messageID),
  focusInput: () => void effects.focusInput++,
  notifyOpened: () => void effects.opened++,
  notifyClosed: () => void effects.closed++,
  notifyDeleted: () => void effects.deleted++,
} as never
const loaded = { chatInfo: chat(), chatMessages: history() }
/** scrollToBottom calls made before the step being checked (lifecycle steps replay one after another). */
let scrollsBeforeStep = 0
const settled = (s: Snap) => s.matches({ open: { form: 'shown', initialScroll: 'done' } })

const common = {
  machine: chatRoomMachine,
  input: { me: ME },
  actions,
  traversalLimit: 20_000,
}

const lifecycle: ReplayOptions<typeof chatRoomMachine> = {
  ...common,
  events: (s) => {
    const e: EventObject[] = []
    if (s.matches('idle')) e.push({ type: 'chat.open', chatID: 10 } as EventObject)
    if (s.matches('failed')) e.push({ type: 'chat.retry' })
    if (s.matches('open') || s.matches('loading')) e.push({ type: 'chat.close' })
    // The reader leaves the end, or comes back, while the scroll passes are pending: a pass scrolls only near it.
    if (s.matches({ open: 'initialScroll' }) && !s.matches({ open: { initialScroll: 'done' } }))
      e.push({ type: 'scroll.changed', nearBottom: !s.context.nearBottom } as EventObject)
    if (s.matches({ open: { info: 'closed' } }) && settled(s)) e.push({ type: 'info.open' })
    if (s.matches({ open: { info: 'shown' } })) e.push({ type: 'delete.request' }, { type: 'info.close' })
    if (s.matches({ open: { info: 'confirming' } })) e.push({ type: 'delete.cancel' }, { type: 'delete.confirm' })
    return e
  },
  outcomes: {
    loadChat: { outputs: [loaded], error: new Error('offline') },
    loadInfo: {
      outputs: [
        { users: chat().users, isAdmin: true },
        { users: chat().users, isAdmin: false },
      ],
      error: new Error('offline'),
    },
    deleteChat: { outputs: [undefined], error: new Error('403') },
    markRead: {},
    sendMessage: {},
  },
  assertState: (s) => {
    if (!s.matches('open')) {
      expect(sel.selectFormShown(s)).toBe(false)
      expect(sel.selectInfoOpen(s)).toBe(false)
    }
    if (s.matches('idle')) expect(sel.selectMessages(s)).toEqual([])
  },
  assertStep: (event, before, after) => {
    if (event.type === 'chat.open') expect(sel.selectMessages(after)).toEqual([])
    if (event.type === 'xstate.done.actor.loadChat') {
      expect(sel.selectRoomStatus(after)).toBe('open')
      expect(sel.selectMessages(after).map((m) => m.messageID)).toEqual([1, 2, 3, 4, 5])
    }
    if (event.type === 'xstate.error.actor.loadChat') expect(sel.selectRoomStatus(after)).toBe('failed')
    if (event.type.startsWith('xstate.after.CHAT_FORM_DELAY')) expect(sel.selectFormShown(after)).toBe(true)
    // A scroll pass scrolls to the end only while the reader is near it.
    if (event.type.startsWith('xstate.after.INITIAL_SCROLL'))
      expect(effects.scrollToBottom - scrollsBeforeStep).toBe(before.context.nearBottom ? 1 : 0)
    scrollsBeforeStep = effects.scrollToBottom
    if (event.type === 'delete.request') expect(sel.selectConfirmingDelete(after)).toBe(before.context.infoIsAdmin)
    if (event.type === 'xstate.done.actor.deleteChat') {
      expect(sel.selectRoomStatus(after)).toBe('idle')
      expect(sel.selectChat(after)).toBeNull()
    }
    if (event.type === 'xstate.error.actor.deleteChat') {
      expect(sel.selectInfoError(after)).toBe('delete')
      expect(sel.selectRoomStatus(after)).toBe('open')
    }
    if (event.type === 'chat.close') expect(sel.selectRoomStatus(after)).toBe('idle')
  },
}

const TOO_LONG = 'я'.repeat(4_001)
/** Receiving and scrolling (no quoting or sending). */
function receivingEvents(s: Snap): EventObject[] {
  const e: EventObject[] = []
  const extra = s.context.messages.length - 5
  if (extra < 2) {
    const next = 6 + extra
    e.push({ type: 'realtime.messages', payloads: [incoming(next, ME)] } as EventObject)
    e.push({ type: 'realtime.messages', payloads: [incoming(next, OTHER, 10, { citationID: 2 })] } as EventObject)
  }
  if (extra === 0) {
    e.push({ type: 'realtime.messages', payloads: [incoming(4)] } as EventObject) // duplicate id
    e.push({ type: 'realtime.messages', payloads: [incoming(50, OTHER, 99)] } as EventObject) // another chat
  }
  e.push({ type: 'scroll.changed', nearBottom: !s.context.nearBottom } as EventObject)
  if (s.context.newBelow > 0) e.push({ type: 'scroll.toBottom' })
  return e
}
/** Quoting, jumping and sending (no incoming messages). */
function composingEvents(s: Snap): EventObject[] {
  const e: EventObject[] = []
  if (!s.context.quote) e.push({ type: 'quote.set', messageID: 3 } as EventObject)
  else e.push({ type: 'quote.clear' }, { type: 'quote.jump', messageID: s.context.quote.messageID } as EventObject)
  if (s.matches({ open: { composer: 'idle' } })) {
    if (s.context.draft === '')
      e.push(
        { type: 'draft.change', text: 'Привет' } as EventObject,
        { type: 'draft.change', text: TOO_LONG } as EventObject,
        { type: 'message.send' },
      )
    else e.push({ type: 'message.send' }, { type: 'draft.change', text: '' } as EventObject)
  }
  return e
}
const conversation = (part: (s: Snap) => EventObject[]): ReplayOptions<typeof chatRoomMachine> => ({
  ...common,
  events: (s) => {
    if (s.matches('idle')) return [{ type: 'chat.open', chatID: 10 } as EventObject]
    if (!settled(s) || !s.matches({ open: { info: 'closed' } })) return []
    return part(s)
  },
  outcomes: {
    loadChat: { outputs: [loaded] },
    sendMessage: { outputs: [undefined], error: new Error('offline') },
    markRead: {},
    loadInfo: {},
    deleteChat: {},
  },
  assertState: (s) => {
    const ids = sel.selectMessages(s).map((m) => m.messageID)
    expect(new Set(ids).size).toBe(ids.length) // never a duplicate
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
    if (s.matches({ open: { highlight: 'none' } })) expect(sel.selectHighlightID(s)).toBeNull()
  },
  assertStep: (event, before, after) => {
    if (event.type === 'realtime.messages') {
      const [{ chatID, message }] = (event as unknown as { payloads: ReturnType<typeof incoming>[] }).payloads
      const isNew = chatID === 10 && indexOfMessage(before.context.messages, message.messageID) < 0
      expect(after.context.messages.length).toBe(before.context.messages.length + (isNew ? 1 : 0))
      if (isNew) {
        expect(
          after.context.chat!.users.find((u) => u.userID === message.userID)!.lastReadedMessageID,
        ).toBeGreaterThanOrEqual(message.messageID)
        if (message.citationID) {
          const b = before.context.messages[indexOfMessage(before.context.messages, message.citationID)]
          const a = after.context.messages[indexOfMessage(after.context.messages, message.citationID)]
          expect(a.citationCount).toBe(b.citationCount + 1)
        }
        const scrolls = message.userID === ME || before.context.nearBottom
        expect(after.context.newBelow).toBe(scrolls ? before.context.newBelow : before.context.newBelow + 1)
      }
    }
    if (event.type === 'scroll.toBottom') expect(after.context.newBelow).toBe(0)
    if (event.type === 'quote.set') expect(after.context.quote?.messageID).toBe(3)
    if (event.type === 'quote.clear') expect(after.context.quote).toBeNull()
    if (event.type === 'quote.jump') {
      expect(after.context.highlightID).toBe(before.context.quote!.messageID)
      expect(after.matches({ open: { highlight: 'shown' } })).toBe(true)
    }
    if (event.type.startsWith('xstate.after.CITATION_HIGHLIGHT')) expect(after.context.highlightID).toBeNull()
    if (event.type === 'message.send') {
      const draft = before.context.draft
      if (!draft.trim()) expect(sel.selectSending(after)).toBe(false)
      else if (draft.length > 4_000) {
        expect(sel.selectSending(after)).toBe(false)
        expect(after.context.draftError).toBe('tooLong')
      } else expect(sel.selectSending(after)).toBe(true)
    }
    if (event.type === 'xstate.done.actor.sendMessage') {
      expect(after.context.draft).toBe('')
      expect(after.context.quote).toBeNull()
    }
    if (event.type === 'xstate.error.actor.sendMessage') {
      expect(after.context.draft).toBe(before.context.draft)
      expect(after.context.quote).toEqual(before.context.quote)
      expect(after.context.draftError).toBe('sendFailed')
    }
  },
})

for (const [name, options] of [
  ['lifecycle', lifecycle],
  ['receiving and scrolling', conversation(receivingEvents)],
  ['quoting and sending', conversation(composingEvents)],
] as const) {
  const paths = modelPaths(options)
  describe(`chat room machine — ${name} paths`, () => {
    it('has paths', () => {
      expect(paths.length).toBeGreaterThan(10)
    })
    it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_n, path) => {
      await replayPath(options, path)
    })
  })
}
