import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/mocks/db'
import { plainEqualsConditions } from '@/mocks/db/fast-queries'
import { seedDatabase } from '@/mocks/seed'

/** `strict: false` changes nothing in a query but sends it to @mswjs/data's own engine. */
const byLibrary = <Q extends object>(query: Q) => ({ ...query, strict: false })

describe('plain equals queries answered in one pass (src/mocks/db/fast-queries.ts)', () => {
  beforeAll(() => seedDatabase())

  it('recognises only `where` with `equals` on strings, numbers and booleans', () => {
    expect(plainEqualsConditions({ where: { chatID: { equals: 3 }, isAdmin: { equals: true } } })).toEqual([
      ['chatID', 3],
      ['isAdmin', true],
    ])
    expect(plainEqualsConditions({ where: {} })).toEqual([])
    expect(plainEqualsConditions({ where: { chatID: { gt: 3 } } })).toBeNull()
    expect(plainEqualsConditions({ where: { chatID: { equals: 3, notEquals: 4 } } })).toBeNull()
    expect(plainEqualsConditions({ where: { owner: { id: { equals: 1 } } } })).toBeNull()
    expect(plainEqualsConditions({ where: { date: { equals: new Date(0) } } })).toBeNull()
    expect(plainEqualsConditions({ where: { chatID: { equals: 3 } }, take: 1 })).toBeNull()
    expect(plainEqualsConditions({ where: { chatID: { equals: 3 } }, strict: true })).toBeNull()
  })

  it('gives the same records in the same order as the library', () => {
    const cases = [
      () => [
        db.chatMember.findMany({ where: { chatID: { equals: 1 } } }),
        db.chatMember.findMany(byLibrary({ where: { chatID: { equals: 1 } } })),
      ],
      () => [
        db.chatMember.findMany({ where: { userID: { equals: 8 } } }),
        db.chatMember.findMany(byLibrary({ where: { userID: { equals: 8 } } })),
      ],
      () => [
        db.chatMember.findMany({ where: { isAdmin: { equals: true } } }),
        db.chatMember.findMany(byLibrary({ where: { isAdmin: { equals: true } } })),
      ],
      () => [
        db.chat.findMany({ where: { isChannel: { equals: true }, isDelete: { equals: false } } }),
        db.chat.findMany(byLibrary({ where: { isChannel: { equals: true }, isDelete: { equals: false } } })),
      ],
      () => [
        db.user.findMany({ where: { userID: { equals: 8 } } }),
        db.user.findMany(byLibrary({ where: { userID: { equals: 8 } } })),
      ],
      () => [
        db.user.findMany({ where: { userID: { equals: -1 } } }),
        db.user.findMany(byLibrary({ where: { userID: { equals: -1 } } })),
      ],
    ]
    for (const run of cases) {
      const [fast, library] = run()
      expect(fast.length).toBe(library.length)
      fast.forEach((row, i) => expect(row).toBe(library[i]))
    }
    expect(db.chatMember.findMany({ where: { chatID: { equals: 1 } } }).length).toBeGreaterThan(1)
    expect(db.user.findFirst({ where: { userID: { equals: 8 } } })).toBe(
      db.user.findFirst(byLibrary({ where: { userID: { equals: 8 } } })),
    )
    expect(db.user.findFirst({ where: { userID: { equals: -1 } } })).toBeNull()
  })

  it('sees writes at once', () => {
    const before = db.chatMember.findMany({ where: { chatID: { equals: 2 } } }).length
    db.chatMember.create({ id: '2:999999', chatID: 2, userID: 999999 })
    expect(db.chatMember.findMany({ where: { chatID: { equals: 2 } } })).toHaveLength(before + 1)
    db.chatMember.delete({ where: { id: { equals: '2:999999' } } })
    expect(db.chatMember.findMany({ where: { chatID: { equals: 2 } } })).toHaveLength(before)
  })
})
