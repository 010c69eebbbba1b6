import { fromPromise } from '@/machines/from-promise'
import * as api from '@/api/chat'
import type { CreateChatPayload, FoundAuthor } from '@/api/chat'

/** The create dialog's calls: the person search (/api/Portfolio/FindAuthors) and POST /api/Chats/Chat. */
export const findAuthors = fromPromise<FoundAuthor[], { text: string }>(({ input, signal }) =>
  api.findAuthors(input.text, { signal, silent: true }),
)

export const createChat = fromPromise<void, CreateChatPayload>(({ input, signal }) =>
  api.createChat(
    { name: input.name, description: input.description, channel: input.channel, chatUsers: input.chatUsers },
    { signal, silent: true },
  ),
)
