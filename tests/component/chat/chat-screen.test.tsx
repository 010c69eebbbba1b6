import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { db } from '@/mocks/db'
import { SEEDED_CHATS } from '@/mocks/seed/chat.seed'
import { chatTexts as t } from '@/texts/ru/chat'
import { CHAT_MESSAGE_MAX_LENGTH } from '@/lib/constants/chat'
import { giveListHeight, openChat, path } from './chat-helpers'

let done: (() => void)[] = []
beforeEach(() => {
  done = [giveListHeight()]
})
afterEach(() => {
  for (const d of done) d()
  server.events.removeAllListeners()
})

async function open(userID: number, p: string) {
  const view = await openChat(userID, p)
  done.push(view.cleanup)
  return view
}
const input = () => screen.findByRole('textbox', { name: t.messageLabel })
const bubbles = () => document.querySelectorAll('.msg-bubble')

describe('chat screen', () => {
  it('lists the conversations with unread counts and filters by name', async () => {
    const user = userEvent.setup()
    await open(1, '/Chat')
    expect(await screen.findByRole('link', { name: /Общий чат ИиВТ/ })).toBeInTheDocument()
    expect(screen.getByText(t.chooseOrCreate)).toBeInTheDocument()
    expect(screen.getByLabelText(t.unreadLabel(5))).toBeInTheDocument()
    await user.type(screen.getByLabelText(t.filterLabel), 'семинар')
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual([expect.stringContaining('Научный семинар')])
  })

  it('opens a chat, shows the input after the form delay, sends with Enter; an empty message is not sent', async () => {
    const user = userEvent.setup()
    const view = await open(1, `/communication/chat/${SEEDED_CHATS.coursework}`)
    await waitFor(() => expect(bubbles().length).toBeGreaterThan(5))
    const box = await input()
    expect(box).toHaveAttribute('placeholder', 'Сообщение...')
    expect(screen.getByRole('button', { name: t.attach })).toBeDisabled()
    const sent: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/notifications/invoke')) sent.push(await request.clone().json())
    })
    await user.type(box, '   {Enter}')
    await user.clear(box)
    await user.type(box, 'Добрый день!{Enter}')
    await waitFor(() => expect([...bubbles()].at(-1)).toHaveTextContent('Добрый день!'))
    await waitFor(() => expect(box).toHaveValue(''))
    expect(sent.filter((b) => (b as { method: string }).method === 'chatSendMessage')).toEqual([
      { method: 'chatSendMessage', args: { text: 'Добрый день!', chatID: SEEDED_CHATS.coursework, citationID: null } },
    ])
    // the list is told the chat is open: its unread stays zero
    expect(
      view.list.getSnapshot().context.chats.find((c) => c.chatID === SEEDED_CHATS.coursework)!.unreadMessagesCount,
    ).toBe(0)
  })

  it('right-click quotes a message and focuses the input; right-click on the bar clears; sending carries the quote', async () => {
    const user = userEvent.setup()
    await open(1, `/communication/chat/${SEEDED_CHATS.coursework}`)
    const box = await input()
    await waitFor(() => expect(bubbles().length).toBeGreaterThan(5))
    const target = bubbles()[3] as HTMLElement
    const quotedText = target.querySelector('.msg-text')!.textContent!
    fireEvent.contextMenu(target)
    const bar = await screen.findByRole('button', { name: new RegExp(t.quoteBarLabel) })
    expect(bar).toHaveTextContent(quotedText)
    expect(box).toHaveFocus()
    fireEvent.contextMenu(bar.parentElement!)
    expect(screen.queryByRole('button', { name: new RegExp(t.quoteBarLabel) })).toBeNull()
    fireEvent.contextMenu(target)
    await user.type(box, 'Согласен{Enter}')
    await waitFor(() => expect([...bubbles()].at(-1)).toHaveTextContent('Согласен'))
    const last = [...bubbles()].at(-1) as HTMLElement
    expect(within(last).getByRole('button', { name: /Перейти к цитируемому/ })).toHaveTextContent(quotedText)
    expect(screen.queryByRole('button', { name: new RegExp(t.quoteBarLabel) })).toBeNull()
  })

  it('a failed send keeps the text and says so; over-long text is refused before sending', async () => {
    const user = userEvent.setup()
    await open(1, `/communication/chat/${SEEDED_CHATS.coursework}`)
    const box = await input()
    server.use(
      http.post('*/api/notifications/invoke', () => HttpResponse.json({ state: -1, msg: 'сбой' }, { status: 500 })),
    )
    await user.type(box, 'Важный текст{Enter}')
    expect(await screen.findByText(t.sendFailed)).toBeInTheDocument()
    expect(box).toHaveValue('Важный текст')
    server.resetHandlers()
    fireEvent.change(box, { target: { value: 'я'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) } })
    expect(await screen.findByText(t.messageTooLong(CHAT_MESSAGE_MAX_LENGTH))).toBeInTheDocument()
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(box).toHaveValue('я'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))
  })

  it('a reader of a channel has no input; a message from another member arrives live', async () => {
    await open(1, `/communication/chat/${SEEDED_CHATS.channel}`)
    expect(await screen.findByText(t.readOnlyChannel)).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: t.messageLabel })).toBeNull()
    // the moderator (author) posts: the hub broadcasts NewMessage to every member's connection
    await act(async () => {
      await fetch('http://localhost/api/notifications/invoke', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${(await import('@/mocks/node')).issueToken(2)}`,
        },
        body: JSON.stringify({
          method: 'chatSendMessage',
          args: { text: 'Объявление', chatID: SEEDED_CHATS.channel, citationID: null },
        }),
      })
    })
    await waitFor(() => expect([...bubbles()].at(-1)).toHaveTextContent('Объявление'))
    expect(screen.getByRole('log')).toHaveTextContent('Объявление')
  })

  it('info: members with crown and star; a member sees no delete button', async () => {
    const user = userEvent.setup()
    await open(1, `/communication/chat/${SEEDED_CHATS.seminar}`)
    await user.click(await screen.findByRole('button', { name: t.infoButton }))
    const dialog = await screen.findByRole('dialog', { name: t.info })
    expect(within(dialog).getByText(new RegExp(t.createdAt))).toBeInTheDocument()
    expect(within(dialog).getAllByRole('img', { name: t.admin })).toHaveLength(1)
    expect(within(dialog).getAllByRole('img', { name: t.moderator })).toHaveLength(1)
    expect(within(dialog).queryByRole('button', { name: t.deleteChat })).toBeNull()
  })

  it('the admin deletes the chat after confirming: it leaves the list and the prompt returns', async () => {
    const user = userEvent.setup()
    await open(2, `/communication/chat/${SEEDED_CHATS.coursework}`)
    await user.click(await screen.findByRole('button', { name: t.infoButton }))
    const dialog = await screen.findByRole('dialog', { name: t.info })
    await user.click(await within(dialog).findByRole('button', { name: t.deleteChat }))
    expect(within(dialog).getByText(t.confirmDelete)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: t.no }))
    await user.click(within(dialog).getByRole('button', { name: t.deleteChat }))
    await user.click(within(dialog).getByRole('button', { name: t.yes }))
    await waitFor(() => expect(path()).toBe('/Chat'))
    expect(db.chat.findFirst({ where: { chatID: { equals: SEEDED_CHATS.coursework } } })!.isDelete).toBe(true)
    expect(screen.queryByRole('link', { name: /Курсовая работа/ })).toBeNull()
  })

  it('creates a chat: name, trimmed description, type, participants found by name and removable', async () => {
    const user = userEvent.setup()
    const posted: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/Chats/Chat'))
        posted.push(await request.clone().json())
    })
    await open(1, '/Chat')
    // the first of the buttons that offer it (findByRole kept retrying while there were two, then fell back after 10 s)
    await user.click((await screen.findAllByRole('button', { name: t.createChat }))[0])
    const dialog = await screen.findByRole('dialog', { name: t.createTitle })
    await user.click(within(dialog).getByRole('button', { name: t.create }))
    expect(await within(dialog).findByText(t.nameRequired)).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/Название/), 'Подготовка к конференции')
    await user.type(within(dialog).getByLabelText(t.description), '  Тезисы до пятницы  ')
    await user.click(within(dialog).getByLabelText(t.channel))
    await user.type(within(dialog).getByRole('textbox', { name: t.participantSearch }), 'Кузнецов Дмитрий')
    await user.click(await within(dialog).findByRole('button', { name: 'Кузнецов Дмитрий Сергеевич' }))
    await user.type(within(dialog).getByRole('textbox', { name: t.participantSearch }), 'Павлова')
    await user.click(await within(dialog).findByRole('button', { name: /Павлова Мария/ }))
    await user.click(within(dialog).getByRole('button', { name: t.removeParticipant('Павлова Мария Александровна') }))
    await user.click(within(dialog).getByRole('button', { name: t.create }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.createTitle })).toBeNull())
    expect(posted).toEqual([
      { name: 'Подготовка к конференции', description: 'Тезисы до пятницы', channel: true, chatUsers: [{ userID: 2 }] },
    ])
    expect(await screen.findByRole('link', { name: /Подготовка к конференции/ })).toBeInTheDocument()
  })

  it('refuses a name of zero-width characters only: «Введите название», nothing is posted', async () => {
    const user = userEvent.setup()
    const posted: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/Chats/Chat'))
        posted.push(await request.clone().json())
    })
    await open(1, '/Chat')
    await user.click(screen.getAllByRole('button', { name: t.createChat })[0])
    const dialog = await screen.findByRole('dialog', { name: t.createTitle })
    fireEvent.input(within(dialog).getByLabelText(/Название/), { target: { value: '\u200B\u200B' } })
    await user.click(within(dialog).getByRole('button', { name: t.create }))
    expect(await within(dialog).findByText(t.nameRequired)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Название/)).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toEqual([])
    expect(screen.getByRole('dialog', { name: t.createTitle })).toBeInTheDocument()
  })

  it('online users: search above 5 users with prefix match; the empty state has a refresh button', async () => {
    const user = userEvent.setup()
    await open(1, '/Chat')
    await user.click(screen.getByRole('button', { name: t.onlineTitle }))
    const search = await screen.findByRole('textbox', { name: t.onlineSearch })
    const list = await screen.findByRole('list', { name: t.onlineTitle })
    const all = within(list).getAllByRole('link').length
    expect(all).toBeGreaterThan(5)
    await user.type(search, 'кузнецов д')
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Кузнецов Дмитрий Сергеевич'])
    await user.clear(search)
    await user.type(search, 'дмитрий') // a prefix only: not the middle of a name
    expect(within(list).queryAllByRole('link')).toHaveLength(0)
    server.use(http.get('*/api/UserInfo/UsersOnline', () => HttpResponse.json({ state: 1, data: { users: [] } })))
    await user.click(screen.getByRole('button', { name: t.onlineRefresh }))
    expect(await screen.findByText(t.onlineEmpty)).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: t.onlineSearch })).toBeNull()
    expect(screen.getByRole('button', { name: t.onlineRefresh })).toBeInTheDocument()
  })
})
