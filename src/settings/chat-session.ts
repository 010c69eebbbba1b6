import { signal } from '@preact/signals-react'
import type { ActorRefFrom } from 'xstate'
import type { chatListMachine } from '@/machines/chat/chat-list.machine'
import type { RealtimeStatus } from '@/machines/realtime/realtime-connection.selectors'

/**
 * Session-wide chat values written by the always-mounted chat host (src/screens/chat/chat-host.tsx):
 * the signed-in user's chat list actor (the chat screen reads it) and the realtime connection state
 * (the chat shows a non-blocking "reconnecting" notice).
 */
export const chatListActorRef = signal<ActorRefFrom<typeof chatListMachine> | null>(null)
export const realtimeStatus = signal<RealtimeStatus>('connecting')
