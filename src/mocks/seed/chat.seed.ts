import { db } from '../db'
import { SEED_NOW, type Rng } from '../lib/rng'
import { clearHistories, HISTORY_ID_BASE } from './chat.history'

/** Chat ids of the seeded conversations the demo and the tests refer to. */
export const SEEDED_CHATS = {
  /** 20,000 messages; student, author, admin, teacher, dean and 20 students. */
  big: 1,
  /** student ↔ author, author is the admin. */
  coursework: 2,
  /** a channel: admin writes, author moderates, students read. */
  channel: 3,
  department: 4,
  /** admin is teacher 1000: author and student may not delete it. */
  seminar: 5,
} as const
/** The demo user with 200 (+2) chats: 'teacher' (Павлова М. А.). */
export const MANY_CHATS_USER = 8
export const MANY_CHATS_FIRST_ID = 101
export const MANY_CHATS_COUNT = 200
export const BIG_CHAT_MESSAGES = 20_000

const daysAgo = (d: number) => new Date(SEED_NOW.getTime() - d * 864e5).toISOString()

function addChat(
  rng: Rng,
  chat: {
    chatID: number
    name: string
    description?: string
    isChannel?: boolean
    creatorID: number
    seedMessages: number
    age: number
  },
  members: { userID: number; isAdmin?: boolean; isModer?: boolean; unread?: number }[],
) {
  db.chat.create({
    chatID: chat.chatID,
    name: chat.name,
    description: chat.description ?? '',
    isChannel: chat.isChannel ?? false,
    isDelete: false,
    date: daysAgo(chat.age),
    creatorID: chat.creatorID,
    seedMessages: chat.seedMessages,
  })
  for (const m of members) {
    // Read up to the seeded history's end except `unread` messages (approximately: others may have written them).
    const unread = m.unread ?? (rng.chance(0.3) ? rng.int(1, 4) : 0)
    const last = chat.seedMessages > 0 ? chat.chatID * HISTORY_ID_BASE + Math.max(0, chat.seedMessages - unread) : 0
    db.chatMember.create({
      id: `${chat.chatID}:${m.userID}`,
      chatID: chat.chatID,
      userID: m.userID,
      isAdmin: m.isAdmin ?? false,
      isModer: m.isModer ?? false,
      lastReadedMessageID: last,
    })
  }
}

/** Deterministic demo data of the chat area (runs after users and core data exist). Histories are lazy. */
export function seedChat(rng: Rng): void {
  clearHistories()
  const students = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ userID: 2000 + from + i }))
  addChat(
    rng,
    {
      chatID: SEEDED_CHATS.big,
      name: 'Общий чат ИиВТ',
      description: 'Объявления и вопросы факультета информатики',
      creatorID: 7,
      seedMessages: BIG_CHAT_MESSAGES,
      age: 900,
    },
    [
      { userID: 7, isAdmin: true },
      { userID: 1, unread: 5 },
      { userID: 2, isModer: true, unread: 0 },
      { userID: 8, unread: 0 },
      { userID: 9, unread: 12 },
      ...students(0, 20),
    ],
  )
  addChat(
    rng,
    {
      chatID: SEEDED_CHATS.coursework,
      name: 'Курсовая работа: Соколова А. И.',
      description: 'Руководство курсовой работой',
      creatorID: 2,
      seedMessages: 40,
      age: 60,
    },
    [
      { userID: 2, isAdmin: true, unread: 0 },
      { userID: 1, unread: 0 },
    ],
  )
  addChat(
    rng,
    {
      chatID: SEEDED_CHATS.channel,
      name: 'Новости факультета',
      description: 'Официальный канал факультета',
      isChannel: true,
      creatorID: 7,
      seedMessages: 60,
      age: 400,
    },
    [
      { userID: 7, isAdmin: true, unread: 0 },
      { userID: 2, isModer: true, unread: 0 },
      { userID: 1, unread: 2 },
      { userID: 8 },
      { userID: 9 },
      ...students(20, 15),
    ],
  )
  addChat(
    rng,
    {
      chatID: SEEDED_CHATS.department,
      name: 'Кафедра программного обеспечения',
      creatorID: 2,
      seedMessages: 300,
      age: 700,
    },
    [
      { userID: 2, isAdmin: true, unread: 0 },
      { userID: 8, unread: 3 },
      { userID: 4 },
      { userID: 5 },
      ...Array.from({ length: 10 }, (_, i) => ({ userID: 1000 + i })),
    ],
  )
  addChat(
    rng,
    {
      chatID: SEEDED_CHATS.seminar,
      name: 'Научный семинар',
      description: 'Семинар по анализу данных',
      creatorID: 1000,
      seedMessages: 80,
      age: 120,
    },
    [
      { userID: 1000, isAdmin: true },
      { userID: 2, isModer: true, unread: 0 },
      { userID: 1, unread: 1 },
      { userID: 13 },
    ],
  )
  // 'teacher' consults 200 small groups: 200 chats of 3–5 members each.
  for (let i = 0; i < MANY_CHATS_COUNT; i++) {
    const chatID = MANY_CHATS_FIRST_ID + i
    const size = rng.int(2, 4)
    const first = (i * 7) % 230
    addChat(
      rng,
      {
        chatID,
        name: `Консультации: группа ${i + 1}`,
        creatorID: MANY_CHATS_USER,
        seedMessages: rng.int(3, 25),
        age: rng.int(10, 300),
      },
      [{ userID: MANY_CHATS_USER, isAdmin: true }, ...students(first, size)],
    )
  }
  for (const userID of [2, 4, 5, 9, 1000, 1001, 1002, 2001, 2002, 2003, 2005]) db.chatPresence.create({ userID })
}
