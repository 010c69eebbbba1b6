import { describe, expect, it } from 'vitest'
import { createActor, createMachine, fromPromise } from 'xstate'
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

  it('a mail polling that starts after the list opened still hears the count the marking answers', async () => {
    const heard: unknown[] = []
    const mailPoll = createActor(createMachine({ on: { '*': { actions: ({ event }) => heard.push(event) } } })).start()
    const item = { messageID: 3 } as LetterList['items'][number]
    const actor = createActor(
      mailboxMachine.provide({
        actors: {
          loadList: fromPromise(async () => ({ list: { items: [item], total: 1 }, folders: [] as MailFolder[] })),
          markLetters: fromPromise(async () => ({ count: 2, messagesIDs: [] as number[] })),
        },
      }),
      { input: { kind: 'inbox', folderID: null } },
    ).start()
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'session.refs', mailPoll })
    actor.send({ type: 'letter.toggle', messageID: 3 })
    actor.send({ type: 'selection.mark', isRead: true })
    await new Promise((r) => setTimeout(r, 0))
    expect(heard).toEqual([{ type: 'unread.set', count: 2 }])
    actor.stop()
    mailPoll.stop()
  })
})
