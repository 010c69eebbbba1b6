// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import 'fake-indexeddb/auto'
import { db } from '@/mocks/db'
import { seedDatabase } from '@/mocks/seed'
import { handlers } from '@/mocks/handlers'
import { committingWrites, replayJournal } from '@/mocks/lib/store'
import { clearPersistence, enablePersistence, readJournal } from '@/mocks/lib/persistence'
import { issueToken } from '@/mocks/lib/auth'

/**
 * Issue 13 item 3: a write acknowledged with 200 is kept even if the page reloads at once. The demo
 * worker serves every handler through committingWrites: the handler's journal records commit in one
 * IndexedDB transaction before it answers. «Reload» here = read the journal the moment the answer
 * arrives (nothing else awaited), fresh seed, replay.
 */
describe('mock handlers commit their writes before they answer', () => {
  afterEach(async () => {
    await clearPersistence()
  })

  it('a chat created with two members is there, with all its members, after an immediate reload', async () => {
    enablePersistence()
    handlers.forEach((handler) => committingWrites(handler))
    const author = 1
    const members = [1000, 1001]
    for (let attempt = 0; attempt < 5; attempt++) {
      const name = `Беседа ${attempt}`
      const response = await fetch('http://localhost/api/Chats/Chat', {
        method: 'POST',
        headers: { Authorization: `Bearer ${issueToken(author)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name,
          description: '',
          channel: false,
          chatUsers: members.map((userID) => ({ userID })),
        }),
      })
      expect(response.status).toBe(200)
      const journal = await readJournal() // the page reloads as soon as the answer arrives

      seedDatabase()
      replayJournal(journal)
      const chat = db.chat.findFirst({ where: { name: { equals: name } } })
      expect(chat, name).not.toBeNull()
      const ids = db.chatMember.findMany({ where: { chatID: { equals: chat!.chatID } } }).map((m) => m.userID)
      expect(ids.sort()).toEqual([author, ...members].sort())
    }
  })
})
