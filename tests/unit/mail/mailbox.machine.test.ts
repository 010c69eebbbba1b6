import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { mailboxMachine } from '@/machines/mail/mailbox.machine'
import type { LetterList, ListQuery, MailFolder } from '@/api/mail'

describe('mailbox machine', () => {
  it('a search sent while the list is still loading is not lost: the newest query is loaded', async () => {
    const queries: ListQuery[] = []
    const resolvers: (() => void)[] = []
    const actor = createActor(
      mailboxMachine.provide({
        actors: {
          loadList: fromPromise<{ list: LetterList; folders: MailFolder[] }, ListQuery>(({ input }) => {
            queries.push(input)
            return new Promise((r) => resolvers.push(() => r({ list: { items: [], total: 0 }, folders: [] })))
          }),
        },
      }),
      { input: { kind: 'inbox', folderID: null } },
    ).start()
    expect(actor.getSnapshot().value).toBe('loading')
    actor.send({ type: 'search.submit', query: '  консультации ' })
    expect(queries.map((q) => q.searchQuery)).toEqual(['', 'консультации'])
    resolvers[1]()
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.query).toBe('консультации')
    actor.stop()
  })
})
