import { db } from '../db'
import { createRng, SEED_NOW, type Rng } from '../lib/rng'

/**
 * The deterministic seeded history of a chat, generated on first request and kept in memory (never
 * journaled: the same seed gives the same history after a reload). Ids are chatID·100000 + n, so a
 * chat's history stays ordered and distinct from every other chat's and from new messages' ids.
 */
export interface HistoryMessage {
  messageID: number
  chatID: number
  userID: number
  text: string
  citationID: number
  citationCount: number
  date: string
}

export const HISTORY_ID_BASE = 100_000
/** In the 20,000-message chat the newest message quotes the one this many messages above it. */
export const FAR_QUOTE_DISTANCE = 10_000

const OPENERS = [
  'Коллеги,',
  'Добрый день!',
  'Напоминаю:',
  'Подскажите,',
  'Кстати,',
  'По поводу вчерашнего:',
  'Спасибо!',
  'Уточните, пожалуйста,',
  'Есть новость:',
  'Вопрос:',
]
const PHRASES = [
  'расписание на следующую неделю уже опубликовано',
  'консультация перенесена в аудиторию 3-215',
  'методичку по курсовой выложили в электронный курс',
  'отчёт по практике нужно сдать до пятницы',
  'в пятницу семинар по машинному обучению',
  'кто-нибудь видел обновлённые требования к оформлению',
  'презентацию пришлю вечером',
  'защита переносится на 14:30',
  'в библиотеке появились новые учебники по базам данных',
  'лабораторная №4 принимается до конца месяца',
  'не забудьте подписать заявление в деканате',
  'ссылку на видеоконференцию отправил на почту',
  'обсудим на следующей паре',
  'проверьте, пожалуйста, черновик главы',
  'результаты контрольной будут в журнале завтра',
  'в столовой второго корпуса сегодня пироги',
]
const CLOSERS = ['', '', '', ' Спасибо.', ' Договорились?', ' 👍', ' Жду ответа.', ' Если что — пишите.']

function textOf(rng: Rng): string {
  const sentences = rng.chance(0.1) ? rng.int(3, 7) : rng.int(1, 2)
  const parts: string[] = []
  const capital = (x: string) => x.charAt(0).toUpperCase() + x.slice(1)
  for (let s = 0; s < sentences; s++) {
    const phrase = rng.pick(PHRASES)
    if (s > 0) parts.push(`${capital(phrase)}.`)
    else {
      const opener = rng.pick(OPENERS)
      parts.push(`${opener} ${/[.!:]$/.test(opener) ? capital(phrase) : phrase}.`)
    }
  }
  return parts.join(rng.chance(0.3) ? '\n' : ' ') + rng.pick(CLOSERS)
}

/** Draws exactly what `textOf` draws, without building the text. */
function skipText(rng: Rng): void {
  const sentences = rng.chance(0.1) ? rng.int(3, 7) : rng.int(1, 2)
  for (let draw = 0; draw < sentences + 1 + 2; draw++) rng.next() // phrases, the opener, the join, the closer
}

/** A history message without its text: what the chat list needs (last message, unread counts). */
export type HistoryMeta = Omit<HistoryMessage, 'text'>

/** Per chat: the messages without texts, and the PRNG state each text starts from. */
const metaCache = new Map<number, { messages: HistoryMeta[]; textStates: Uint32Array }>()
const cache = new Map<number, HistoryMessage[]>()

/** Drops generated histories (the database is re-seeded before each test). */
export function clearHistories(): void {
  metaCache.clear()
  cache.clear()
}

const FAR_QUOTE_TEXT = 'Возвращаюсь к этому сообщению — актуально до сих пор.'

/**
 * The structure of a chat's history (ids, authors, dates, quotes) without the texts: cheap enough for
 * the chat list, which reads every history of the user at each signed-in load.
 */
export function historyMetaOf(chatID: number): HistoryMeta[] {
  return generated(chatID).messages
}

function generated(chatID: number): { messages: HistoryMeta[]; textStates: Uint32Array } {
  const cached = metaCache.get(chatID)
  if (cached) return cached
  // getAll + filter: @mswjs/data's own queries cost milliseconds each, and a user's chat list reads
  // hundreds of histories at every signed-in load.
  const chat = db.chat.getAll().find((c) => c.chatID === chatID)
  const count = chat?.seedMessages ?? 0
  const out: HistoryMeta[] = []
  const textStates = new Uint32Array(count)
  if (chat && count > 0) {
    const members = db.chatMember.getAll().filter((m) => m.chatID === chatID)
    const writers = chat.isChannel ? members.filter((m) => m.isAdmin || m.isModer) : members
    const authors = (writers.length ? writers : members).map((m) => m.userID).sort((a, b) => a - b)
    const rng = createRng(chatID * 7919 + 13)
    const end = SEED_NOW.getTime() - 5 * 60_000
    let time = end - count * 11 * 60_000
    let author = authors[0] ?? 0
    for (let i = 0; i < count; i++) {
      if (!rng.chance(0.55)) author = rng.pick(authors)
      time += rng.int(1, 21) * 60_000
      let citationID = 0
      if (i > 3 && rng.chance(0.07)) citationID = chatID * HISTORY_ID_BASE + 1 + (i - rng.int(1, Math.min(i, 30)))
      textStates[i] = rng.state()
      skipText(rng)
      out.push({
        messageID: chatID * HISTORY_ID_BASE + 1 + i,
        chatID,
        userID: author,
        citationID,
        citationCount: 0,
        date: new Date(Math.min(time, end)).toISOString(),
      })
    }
    if (count > FAR_QUOTE_DISTANCE) out[count - 1].citationID = out[count - 1 - FAR_QUOTE_DISTANCE].messageID
    const index = new Map(out.map((m, i) => [m.messageID, i]))
    for (const m of out) if (m.citationID) out[index.get(m.citationID)!].citationCount++
  }
  const result = { messages: out, textStates }
  metaCache.set(chatID, result)
  return result
}

/** The text of one seeded message, made only when it is shown (the same text as in the whole history). */
export function historyTextOf(meta: HistoryMeta): string {
  const { messages, textStates } = generated(meta.chatID)
  const index = meta.messageID - meta.chatID * HISTORY_ID_BASE - 1
  if (messages.length > FAR_QUOTE_DISTANCE && index === messages.length - 1) return FAR_QUOTE_TEXT
  return textOf(createRng(textStates[index]))
}

/** The whole seeded history of a chat, with texts (opening the chat). */
export function historyOf(chatID: number): HistoryMessage[] {
  const cached = cache.get(chatID)
  if (cached) return cached
  const out = historyMetaOf(chatID).map((m) => ({ ...m, text: historyTextOf(m) }))
  cache.set(chatID, out)
  return out
}
