// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import 'fake-indexeddb/auto'
import { db } from '@/mocks/db'
import { seedDatabase } from '@/mocks/seed'
import { createRecord, deleteRecord, replayJournal, updateRecord } from '@/mocks/lib/store'
import {
  clearPersistence,
  enablePersistence,
  flushJournal,
  getBlob,
  putBlob,
  readJournal,
} from '@/mocks/lib/persistence'

/** Demo changes survive a reload: the journal is replayed over a fresh seed; reset forgets it. */
describe('demo data persistence (IndexedDB journal)', () => {
  afterEach(async () => {
    await clearPersistence()
  })

  it('replays creates, updates and deletes over a fresh seed, and reset forgets them', async () => {
    enablePersistence()
    createRecord('feedItem', {
      feedID: 9001,
      userID: 1,
      categoryID: 1,
      title: 'Моя новость',
      text: 'Текст',
      fullDate: '2026-11-20T10:00:00Z',
      href: '',
    })
    updateRecord('user', 'userID', 1, { email: 'anna.new@univ.example' })
    deleteRecord('clientApp', 'appID', 'moodle')
    await flushJournal()

    // "Reload": a fresh seed, then the journal.
    seedDatabase()
    expect(db.feedItem.findFirst({ where: { feedID: { equals: 9001 } } })).toBeNull()
    replayJournal(await readJournal())
    expect(db.feedItem.findFirst({ where: { feedID: { equals: 9001 } } })?.title).toBe('Моя новость')
    expect(db.user.findFirst({ where: { userID: { equals: 1 } } })?.email).toBe('anna.new@univ.example')
    expect(db.clientApp.findFirst({ where: { appID: { equals: 'moodle' } } })).toBeNull()

    await clearPersistence()
    seedDatabase()
    replayJournal(await readJournal())
    expect(db.feedItem.findFirst({ where: { feedID: { equals: 9001 } } })).toBeNull()
    expect(db.user.findFirst({ where: { userID: { equals: 1 } } })?.email).toBe('student@univ.example')
  })

  it('keeps file bytes', async () => {
    enablePersistence()
    await putBlob('mail/1/a.txt', new Blob([new Uint8Array([1, 2, 3, 250])]))
    const blob = await getBlob('mail/1/a.txt')
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 250]))
  })

  it('skips a journal entry that no longer applies instead of failing the boot', () => {
    seedDatabase()
    expect(() =>
      replayJournal([
        { op: 'update', model: 'noSuchModel', pk: 'id', key: 1, data: {} },
        { op: 'create', model: 'user', data: { userID: 1 } },
      ]),
    ).not.toThrow()
  })

  it('the seed is deterministic', () => {
    seedDatabase()
    const first = JSON.stringify(db.user.getAll().map((u) => [u.userID, u.login, u.shortFIO]))
    seedDatabase()
    expect(JSON.stringify(db.user.getAll().map((u) => [u.userID, u.login, u.shortFIO]))).toBe(first)
  })
})
