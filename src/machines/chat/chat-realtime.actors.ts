import { fromCallback, type EventObject } from 'xstate'
import * as v from 'valibot'
import { newMessageEventSchema, readMessageEventSchema } from '@/api/chat'
import { on } from '@/api/realtime'

/**
 * The chat events of the realtime channel (spec 2 §4 Chat), shared by the chat list and the chat room:
 * NewMessage → `realtime.message`, ReadMessage → `realtime.read`. Payloads are validated; a malformed
 * one is dropped.
 */
export const realtimeChatEvents = fromCallback<EventObject, void>(({ sendBack }) => {
  const offMessage = on('NewMessage', (raw) => {
    const parsed = v.safeParse(newMessageEventSchema, raw)
    if (parsed.success) sendBack({ type: 'realtime.message', payload: parsed.output })
  })
  const offRead = on('ReadMessage', (raw) => {
    const parsed = v.safeParse(readMessageEventSchema, raw)
    if (parsed.success) sendBack({ type: 'realtime.read', payload: parsed.output })
  })
  return () => {
    offMessage()
    offRead()
  }
})
