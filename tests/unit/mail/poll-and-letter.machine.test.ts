import { describe, expect, it, vi, afterEach } from 'vitest'
import { createActor, fromPromise, setup } from 'xstate'
import { mailPollMachine } from '@/machines/mail/mail-poll.machine'
import { selectUnreadMail } from '@/machines/mail/mail-poll.selectors'
import { MAIL_POLL_MS } from '@/lib/constants/app'
import { issueToken, server } from '@/mocks/node'
import { http, HttpResponse } from 'msw'
import type { Letter, MailFolder } from '@/api/mail'

afterEach(() => {
  vi.useRealTimers()
})

/** A received letter that can be answered; each test sets what it is about. */
const letterOf = (overrides: Partial<Letter>): Letter => ({
  messageID: 1,
  theme: 'т',
  htmlMessage: '',
  message: '',
  fromID: 8,
  fromName: 'П',
  fromPhoto: '',
  toName: '',
  date: '',
  isRead: false,
  isSent: false,
  folderID: null,
  parentID: null,
  canReply: true,
  files: [],
  ...overrides,
})

describe('mail polling', () => {
  it('checks at once and every 10 s, writing the unread count; a failure stops polling', async () => {
    vi.useFakeTimers()
    const answers = [{ count: 2, messagesIDs: [1, 2] }, { count: 3, messagesIDs: [1, 2, 3] }, null]
    let calls = 0
    const actor = createActor(
      mailPollMachine.provide({
        actors: {
          checkMail: fromPromise(async () => {
            const answer = answers[calls++]
            if (!answer) throw new Error('offline')
            return answer
          }),
        },
      }),
    ).start()
    const unreadMailCount = {
      get value() {
        return selectUnreadMail(actor.getSnapshot())
      },
    }
    await vi.advanceTimersByTimeAsync(0)
    expect(unreadMailCount.value).toBe(2)
    await vi.advanceTimersByTimeAsync(MAIL_POLL_MS - 1)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(2)
    expect(unreadMailCount.value).toBe(3)
    await vi.advanceTimersByTimeAsync(MAIL_POLL_MS)
    expect(calls).toBe(3)
    expect(actor.getSnapshot().value).toBe('stopped')
    await vi.advanceTimersByTimeAsync(MAIL_POLL_MS * 5)
    expect(calls).toBe(3)
    expect(unreadMailCount.value).toBe(3)
    actor.stop()
  })

  it('live: GET /api/Mail/CheckMail gives the seeded unread count of the student', async () => {
    document.cookie = 'authToken=' + issueToken(1)
    const actor = createActor(mailPollMachine).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('waiting'))
    expect(selectUnreadMail(actor.getSnapshot())).toBeGreaterThan(0)
    expect(actor.getSnapshot().context.messagesIDs).toHaveLength(selectUnreadMail(actor.getSnapshot()))
    actor.stop()
  })

  it('live: a failed check stops polling', async () => {
    document.cookie = 'authToken=' + issueToken(1)
    server.use(http.get('*/api/Mail/CheckMail', () => HttpResponse.json({ msg: 'сбой' }, { status: 500 })))
    const actor = createActor(mailPollMachine).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('stopped'))
    actor.stop()
  })
})

describe('letter machine', () => {
  it('reply and preview work while the letter is still being marked read; marking publishes the unread count', async () => {
    const { letterMachine } = await import('@/machines/mail/letter.machine')
    const { composeRequestMachine } = await import('@/machines/mail/compose-request.machine')
    const { selectComposeRequest } = await import('@/machines/mail/compose-request.selectors')
    // The session's always-on actors: the real compose channel, and a mail-polling stand-in that records what it is told.
    const compose = createActor(composeRequestMachine).start()
    const unreadSet: number[] = []
    const mailPoll = createActor(
      setup({
        types: { events: {} as { type: 'unread.set'; count: number } | { type: 'unread.refresh' } },
      }).createMachine({
        on: { 'unread.set': { actions: ({ event }) => unreadSet.push(event.count) } },
      }),
    ).start()
    let finishMark: (v: { count: number; messagesIDs: number[] }) => void = () => {}
    const letter = letterOf({ messageID: 5, files: [{ fileID: 1, name: 'схема.png', size: 3, complete: true }] })
    const actor = createActor(
      letterMachine.provide({
        actors: {
          loadLetter: fromPromise(async () => ({ letter, folders: [] as MailFolder[] })),
          markRead: fromPromise(() => new Promise<{ count: number; messagesIDs: number[] }>((r) => (finishMark = r))),
          fetchFile: fromPromise(
            async ({ input }: { input: { fileID: number; name: string; purpose: 'download' | 'preview' } }) => ({
              ...input,
              blob: new Blob(['png']),
            }),
          ),
        },
      }),
      { input: { messageID: 5, compose, mailPoll } },
    ).start()
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { read: 'marking' } })).toBe(true))
    actor.send({ type: 'letter.reply' })
    expect(selectComposeRequest(compose.getSnapshot())).toEqual({ parentID: 5 })
    actor.send({ type: 'file.preview', fileID: 1 })
    await vi.waitFor(() => expect(actor.getSnapshot().context.preview?.name).toBe('схема.png'))
    expect(
      actor.getSnapshot().matches({ ready: { read: 'marking' } }),
      'the preview did not wait for the marking',
    ).toBe(true)
    finishMark({ count: 4, messagesIDs: [] })
    await vi.waitFor(() => expect(unreadSet).toEqual([4]))
    expect(actor.getSnapshot().context.letter?.isRead).toBe(true)
    actor.stop()
    compose.stop()
    mailPoll.stop()
  })

  it('without the session actors (a missing ref) reply and marking do not throw', async () => {
    const { letterMachine } = await import('@/machines/mail/letter.machine')
    const letter = letterOf({ messageID: 6 })
    const actor = createActor(
      letterMachine.provide({
        actors: {
          loadLetter: fromPromise(async () => ({ letter, folders: [] as MailFolder[] })),
          markRead: fromPromise(async () => ({ count: 1, messagesIDs: [] as number[] })),
        },
      }),
      { input: { messageID: 6 } },
    ).start()
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { read: 'done' } })).toBe(true))
    actor.send({ type: 'letter.reply' })
    expect(actor.getSnapshot().status).toBe('active')
    actor.stop()
  })

  it('session actors that start after the letter opened still get the reply (their code loads after sign-in)', async () => {
    const { letterMachine } = await import('@/machines/mail/letter.machine')
    const { composeRequestMachine } = await import('@/machines/mail/compose-request.machine')
    const { selectComposeRequest } = await import('@/machines/mail/compose-request.selectors')
    const letter = letterOf({ messageID: 7, isRead: true })
    const actor = createActor(
      letterMachine.provide({
        actors: { loadLetter: fromPromise(async () => ({ letter, folders: [] as MailFolder[] })) },
      }),
      { input: { messageID: 7 } },
    ).start()
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true))
    const compose = createActor(composeRequestMachine).start()
    actor.send({ type: 'session.refs', mailPoll: null, compose })
    actor.send({ type: 'letter.reply' })
    expect(selectComposeRequest(compose.getSnapshot())).toEqual({ parentID: 7 })
    actor.stop()
    compose.stop()
  })
})

describe('mail poll as the session child', () => {
  it('unread.set moves the badge at once; unread.refresh checks now instead of waiting 10 s', async () => {
    vi.useFakeTimers()
    let calls = 0
    const actor = createActor(
      mailPollMachine.provide({
        actors: { checkMail: fromPromise(async () => ({ count: 7 + calls++, messagesIDs: [] as number[] })) },
      }),
    ).start()
    await vi.advanceTimersByTimeAsync(0)
    expect(selectUnreadMail(actor.getSnapshot())).toBe(7)
    actor.send({ type: 'unread.set', count: 2 })
    expect(selectUnreadMail(actor.getSnapshot())).toBe(2)
    actor.send({ type: 'unread.set', count: -1 })
    expect(selectUnreadMail(actor.getSnapshot())).toBe(2)
    actor.send({ type: 'unread.refresh' })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(2)
    expect(selectUnreadMail(actor.getSnapshot())).toBe(8)
    actor.stop()
  })
})
