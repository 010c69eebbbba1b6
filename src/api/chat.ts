import * as v from 'valibot'
import { http, parseAnswer, stateEnvelope, type RequestOptions } from './http'
import { invoke } from './realtime'
import { CHAT_DESCRIPTION_MAX_LENGTH, CHAT_MESSAGE_MAX_LENGTH, CHAT_NAME_MAX_LENGTH } from '@/lib/constants/chat'
import { visibleText } from '@/lib/validation'
import { chatTexts } from '@/texts/ru/chat'

/** Chats (spec 2 §3 Chat, Chat message, create payload; §7 Chats; spec 1 §7). */
const str = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((s) => s ?? ''),
)
const int = v.pipe(
  v.optional(v.nullable(v.number()), 0),
  v.transform((n) => n ?? 0),
)
const bool = v.pipe(
  v.optional(v.nullable(v.boolean()), false),
  v.transform((b) => b ?? false),
)

export const chatUserSchema = v.object({
  userID: v.number(),
  name: str,
  photo: str,
  isAdmin: bool,
  isModer: bool,
  lastReadedMessageID: int,
})
export type ChatUser = v.InferOutput<typeof chatUserSchema>

export const chatSchema = v.object({
  chatID: v.number(),
  name: str,
  description: str,
  isDelete: bool,
  unreadMessagesCount: int,
  lastMessage: v.optional(
    v.nullable(v.object({ message: str, userID: int, messageID: v.optional(v.number(), 0) })),
    null,
  ),
  isChannel: bool,
  allowWrite: bool,
  isAdmin: bool,
  date: str,
  users: v.optional(v.array(chatUserSchema), []),
})
export type Chat = v.InferOutput<typeof chatSchema>

export const messageSchema = v.object({
  messageID: v.number(),
  chatID: v.optional(v.number(), 0),
  text: str,
  userID: v.number(),
  citationID: int,
  citationCount: int,
  /** ISO date-time; shortDate/shortTime/normalDate are derived on the client (chat-format.ts). */
  date: v.string(),
})
export type ChatMessage = v.InferOutput<typeof messageSchema>

/**
 * The name of a new chat: required — at least one visible character, so `\u200B\u200B` is refused
 * (issue 13 item 6) — trimmed, at most CHAT_NAME_MAX_LENGTH characters.
 */
const chatNameSchema = v.pipe(
  visibleText(chatTexts.nameRequired),
  v.trim(),
  v.maxLength(CHAT_NAME_MAX_LENGTH, chatTexts.nameTooLong(CHAT_NAME_MAX_LENGTH)),
)
const chatDescriptionSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(CHAT_DESCRIPTION_MAX_LENGTH, chatTexts.descriptionTooLong(CHAT_DESCRIPTION_MAX_LENGTH)),
)

/** The create dialog's form (react-hook-form): name required, description optional, type 'Чат' (false) or 'Канал' (true). */
export const createChatFormSchema = v.object({
  name: chatNameSchema,
  description: chatDescriptionSchema,
  channel: v.boolean(),
})

/** Create payload: channel is true for 'Канал', false for 'Чат'; description optional and trimmed. */
export const createChatSchema = v.object({
  name: chatNameSchema,
  description: v.pipe(v.optional(v.string(), ''), chatDescriptionSchema),
  channel: v.boolean(),
  chatUsers: v.array(v.object({ userID: v.number() })),
})
export type CreateChatPayload = v.InferOutput<typeof createChatSchema>

/** chatSendMessage arguments over the realtime channel. */
export const sendMessageSchema = v.object({
  text: v.pipe(
    v.string(),
    v.check((t) => t.trim().length > 0),
    v.maxLength(CHAT_MESSAGE_MAX_LENGTH),
  ),
  chatID: v.number(),
  citationID: v.nullable(v.number()),
})
export type SendMessageArgs = v.InferOutput<typeof sendMessageSchema>

export const onlineUserSchema = v.object({ userID: v.number(), userName: str, login: str })
export type OnlineUser = v.InferOutput<typeof onlineUserSchema>
export const authorSchema = v.object({ fio: v.string(), idUser: v.number() })
export type FoundAuthor = v.InferOutput<typeof authorSchema>

/** Realtime payloads (server → client). */
export const newMessageEventSchema = v.object({
  chatID: v.number(),
  message: messageSchema,
  chat: v.optional(chatSchema),
})
export type NewMessageEvent = v.InferOutput<typeof newMessageEventSchema>
export const readMessageEventSchema = v.object({ chatID: v.number(), userID: v.number(), messageID: v.number() })
export type ReadMessageEvent = v.InferOutput<typeof readMessageEventSchema>

export async function checkAvailable(options: RequestOptions = {}): Promise<boolean> {
  return parseAnswer(
    stateEnvelope(v.object({ available: v.boolean() })),
    await http.get('/Chats/CheckAvailable', undefined, options),
  ).data.available
}

export async function listChats(options: RequestOptions = {}): Promise<Chat[]> {
  return parseAnswer(
    stateEnvelope(v.object({ userChats: v.array(chatSchema) })),
    await http.get('/Chats/ListChats', undefined, options),
  ).data.userChats
}

/** One chat with its messages, as GET /chats/chat answers it. */
export interface LoadedChat {
  chatInfo: Chat
  chatMessages: ChatMessage[]
}

/** The create dialog's validated values (the participants travel separately as chatUsers). */
export type CreateValues = Omit<CreateChatPayload, 'chatUsers'>

export async function getChat(chatID: number, options: RequestOptions = {}): Promise<LoadedChat> {
  const answer = await http.get('/chats/chat', { chatID, includingAnswers: true }, options)
  return parseAnswer(stateEnvelope(v.object({ chatInfo: chatSchema, chatMessages: v.array(messageSchema) })), answer)
    .data
}

export async function getUsersChat(
  chatID: number,
  options: RequestOptions = {},
): Promise<{ users: ChatUser[]; chat: Chat; isAdmin: boolean }> {
  return parseAnswer(
    stateEnvelope(v.object({ users: v.array(chatUserSchema), chat: chatSchema, isAdmin: v.boolean() })),
    await http.get('/Chats/GetUsersChat', { chatID }, options),
  ).data
}

export async function deleteChat(chatID: number, options: RequestOptions = {}): Promise<void> {
  await http.delete(`/Chats/Chat/${chatID}`, undefined, options)
}

export async function createChat(payload: CreateChatPayload, options: RequestOptions = {}): Promise<void> {
  await http.post('/Chats/Chat', v.parse(createChatSchema, payload), options)
}

export async function usersOnline(options: RequestOptions = {}): Promise<OnlineUser[]> {
  return parseAnswer(
    stateEnvelope(v.object({ users: v.array(onlineUserSchema) })),
    await http.get('/UserInfo/UsersOnline', undefined, options),
  ).data.users
}

/** Person search: empty text answers an empty list without calling the server (spec 2 §5 Search). */
export async function findAuthors(findStr: string, options: RequestOptions = {}): Promise<FoundAuthor[]> {
  if (!findStr.trim()) return []
  return parseAnswer(
    stateEnvelope(v.object({ finded: v.array(authorSchema) })),
    await http.get('/Portfolio/FindAuthors', { findStr: findStr.trim() }, options),
  ).data.finded
}

/** Sending goes over the realtime connection (chatSendMessage with text, chatID, citationID). */
export async function sendMessage(args: SendMessageArgs, options: RequestOptions = {}): Promise<void> {
  await invoke('chatSendMessage', v.parse(sendMessageSchema, args), options)
}

export async function readMessage(chatID: number, messageID: number, options: RequestOptions = {}): Promise<void> {
  await invoke('chatReadMessage', { chatID, messageID }, { ...options, silent: true })
}
