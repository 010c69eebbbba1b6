import { fromPromise } from '@/machines/from-promise'
import { checkAvailable as fetchAvailable, listChats as fetchChats, type Chat } from '@/api/chat'
export { realtimeChatEvents as realtimeEvents } from './chat-realtime.actors'

/** The chat list's calls (spec 1 §7: CheckAvailable, then ListChats). */
export const checkAvailable = fromPromise<boolean>(({ signal }) => fetchAvailable({ signal, silent: true }))
export const listChats = fromPromise<Chat[]>(({ signal }) => fetchChats({ signal }))
