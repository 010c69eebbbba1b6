import { describe, expect, it, vi, afterEach } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { mailPollMachine } from '@/machines/mail/mail-poll.machine'
import { livePollMachine } from '@/machines/mail/mail.actors'
import { unreadMailCount } from '@/settings/counters'
import { MAIL_POLL_MS } from '@/lib/constants/app'
import { issueToken, server } from '@/mocks/node'
import { http, HttpResponse } from 'msw'
import type { Letter, MailFolder } from '@/api/mail'

afterEach(() => {
  vi.useRealTimers()
  unreadMailCount.value = 0
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
    const actor = createActor(livePollMachine).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('waiting'))
    expect(unreadMailCount.value).toBeGreaterThan(0)
    expect(actor.getSnapshot().context.messagesIDs).toHaveLength(unreadMailCount.value)
    actor.stop()
  })

  it('live: a failed check stops polling', async () => {
    document.cookie = 'authToken=' + issueToken(1)
    server.use(http.get('*/api/Mail/CheckMail', () => HttpResponse.json({ msg: 'сбой' }, { status: 500 })))
    const actor = createActor(livePollMachine).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('stopped'))
    actor.stop()
  })
})

describe('letter machine', () => {
  it('reply and preview work while the letter is still being marked read; marking publishes the unread count', async () => {
    const { letterMachine } = await import('@/machines/mail/letter.machine')
    const { composeRequest } = await import('@/settings/mail-compose')
    let finishMark: (v: { count: number; messagesIDs: number[] }) => void = () => {}
    const letter: Letter = { messageID: 5, theme: 'т', htmlMessage: '', message: '', fromID: 8, fromName: 'П', fromPhoto: '', toName: '', date: '', isRead: false, isSent: false, folderID: null, parentID: null, canReply: true, files: [{ fileID: 1, name: 'схема.png', size: 3, complete: true }] }
    const actor = createActor(
      letterMachine.provide({
        actors: {
          loadLetter: fromPromise(async () => ({ letter, folders: [] as MailFolder[] })),
          markRead: fromPromise(() => new Promise<{ count: number; messagesIDs: number[] }>((r) => (finishMark = r))),
          fetchFile: fromPromise(async ({ input }: { input: { fileID: number; name: string; purpose: 'download' | 'preview' } }) => ({ ...input, blob: new Blob(['png']) })),
        },
      }),
      { input: { messageID: 5 } },
    ).start()
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { read: 'marking' } })).toBe(true))
    actor.send({ type: 'REPLY' })
    expect(composeRequest.value).toEqual({ parentID: 5 })
    actor.send({ type: 'PREVIEW', fileID: 1 })
    await vi.waitFor(() => expect(actor.getSnapshot().context.preview?.name).toBe('схема.png'))
    expect(actor.getSnapshot().matches({ ready: { read: 'marking' } }), 'the preview did not wait for the marking').toBe(true)
    finishMark({ count: 4, messagesIDs: [] })
    await vi.waitFor(() => expect(unreadMailCount.value).toBe(4))
    expect(actor.getSnapshot().context.letter?.isRead).toBe(true)
    composeRequest.value = null
    actor.stop()
  })
})
