import { fromCallback, type EventObject } from 'xstate'
import * as v from 'valibot'
import { newMessageEventSchema, readMessageEventSchema, type NewMessageEvent, type ReadMessageEvent } from '@/api/chat'
import { on } from '@/api/realtime'
import { createRealtimeBatcher } from './chat-realtime.batch'

/**
 * The chat events of the realtime channel (spec 2 §4 Chat), shared by the chat list and the chat room:
 * the NewMessage events that arrive within one frame → ONE `realtime.messages` (in arrival order), then
 * each ReadMessage → `realtime.read`. A burst of messages is one context update and one render, not one
 * per message. Payloads are validated; a malformed one is dropped.
 */
export const realtimeChatEvents = fromCallback<EventObject, void>(({ sendBack }) => {
  const batcher = createRealtimeBatcher<NewMessageEvent, ReadMessageEvent>(({ messages, reads }) => {
    if (messages.length) sendBack({ type: 'realtime.messages', payloads: messages })
    for (const payload of reads) sendBack({ type: 'realtime.read', payload })
  })
  const offMessage = on('NewMessage', (raw) => {
    const parsed = v.safeParse(newMessageEventSchema, raw)
    if (parsed.success) batcher.message(parsed.output)
  })
  const offRead = on('ReadMessage', (raw) => {
    const parsed = v.safeParse(readMessageEventSchema, raw)
    if (parsed.success) batcher.read(parsed.output)
  })
  return () => {
    offMessage()
    offRead()
    batcher.stop()
  }
})
