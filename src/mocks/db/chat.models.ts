import { primaryKey } from '@mswjs/data'

/**
 * Models of the chat area; spread into the one database in db/index.ts.
 * A chat's seeded history is not stored here: `seedMessages` says how many messages the deterministic
 * generator (seed/chat.history.ts) makes for it, lazily on first request. Rows of `chatMessage` are
 * the messages written since (they go through the store, so they survive a reload).
 */
export const chatModels = {
  chat: {
    chatID: primaryKey(Number),
    name: String,
    description: String,
    isChannel: Boolean,
    isDelete: Boolean,
    /** ISO date-time of creation. */
    date: String,
    creatorID: Number,
    seedMessages: Number,
  },
  chatMember: {
    /** `${chatID}:${userID}` */
    id: primaryKey(String),
    chatID: Number,
    userID: Number,
    isAdmin: Boolean,
    isModer: Boolean,
    lastReadedMessageID: Number,
  },
  chatMessage: {
    messageID: primaryKey(Number),
    chatID: Number,
    userID: Number,
    text: String,
    /** 0 = no quote */
    citationID: Number,
    date: String,
  },
  /** Users the demo shows as connected besides the live connections of this browser. */
  chatPresence: {
    userID: primaryKey(Number),
  },
}
