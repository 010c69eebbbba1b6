import { afterEach, describe, expect, it } from 'vitest'
import { http } from 'msw'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Router, Switch } from 'wouter'
import MailboxScreen from '@/screens/mail/mailbox-screen'
import LetterScreen from '@/screens/mail/letter-screen'
import FoldersScreen from '@/screens/mail/folders-screen'
import { server, issueToken, db } from '@/mocks/node'
import type { AnyActorRef } from 'xstate'
import { ComposeHost } from '@/screens/mail/compose-host'
import { selectUnreadMail } from '@/machines/mail/mail-poll.selectors'
import { selectComposeRequest } from '@/machines/mail/compose-request.selectors'
import { SessionContext } from '@/hooks/session-context'
import { mailTexts as t } from '@/texts/ru/mail'
import { chooseOption } from '../choose-option'

/** The signed-in session of the rendered app: its always-on children (mailPoll, compose) are the real ones. */
let session: AnyActorRef | null = null
const child = (id: 'mailPoll' | 'compose') => session?.system.get(id) as AnyActorRef | undefined
const unreadNow = () => {
  const poll = child('mailPoll')
  return poll ? selectUnreadMail(poll.getSnapshot()) : null
}

/** Keeps the session's actor for the test, and mounts the app-level compose host beside the routes. */
function SessionChildren({ children }: { children: React.ReactNode }) {
  session = SessionContext.useActorRef() as unknown as AnyActorRef
  return (
    <>
      {children}
      <ComposeHost />
    </>
  )
}

function openAt(path: string, userID: number) {
  // path=/ so the cookie is the same one whatever route a previous test left the location at.
  document.cookie = `authToken=${issueToken(userID)}; path=/`
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(
    <SessionContext.Provider>
      <SessionChildren>
        <Router base="/WebApp">
          <Switch>
            <Route path="/mail/:type/:id">
              {(p) => <LetterScreen params={p as Record<string, string | undefined>} />}
            </Route>
            <Route path="/mail/:mailType?">
              {(p) => <MailboxScreen params={p as Record<string, string | undefined>} />}
            </Route>
            <Route path="/messageFolder/:folderID">
              {(p) => <MailboxScreen params={p as Record<string, string | undefined>} />}
            </Route>
            <Route path="/mailFolder">
              <FoldersScreen />
            </Route>
          </Switch>
        </Router>
      </SessionChildren>
    </SessionContext.Provider>,
  )
}
const slow = { timeout: 5000 }
const unreadOf = (userID: number) =>
  db.mailDelivery.findMany({ where: { userID: { equals: userID }, isRead: { equals: false } } })

afterEach(() => {
  server.events.removeAllListeners()
  session = null
})

describe('mail screens', () => {
  it('inbox lists letters with unread state; opening one marks it read and the badge count follows', async () => {
    const user = userEvent.setup()
    const before = unreadOf(1).length
    openAt('/mail', 1)
    await screen.findByRole('heading', { name: t.inbox })
    const list = await screen.findByRole('list', { name: t.title }, slow)
    const unreadRow = within(list)
      .getAllByRole('listitem')
      .find((li) => li.classList.contains('mail-unread'))!
    expect(within(unreadRow).getByRole('img', { name: t.unreadMark })).toBeInTheDocument()
    await user.click(within(unreadRow).getByRole('link'))
    await screen.findByRole('button', { name: t.reply }, slow)
    await waitFor(() => expect(unreadNow()).toBe(before - 1))
    expect(unreadOf(1)).toHaveLength(before - 1)
    await user.click(screen.getByRole('button', { name: t.reply }))
    // the signed-in actors (compose among them) may still be arriving as their chunk loads
    await waitFor(() =>
      expect(selectComposeRequest(child('compose')!.getSnapshot())).toMatchObject({ parentID: expect.any(Number) }),
    )
    // The reader's empty layout has no host of its own: the one app-level compose host opens the reply.
    expect(await screen.findByRole('dialog', { name: t.replyTitle }, slow)).toBeInTheDocument()
  })

  it('the seeded hostile letter is rendered sanitised', async () => {
    const message = db.mailMessage.findFirst({ where: { theme: { equals: 'Проверка безопасности' } } })!
    openAt(`/mail/inbox/${message.messageID}`, 1)
    const body = await screen.findByTestId('letter-body', undefined, slow)
    expect(body).toHaveTextContent('этот текст виден')
    expect(body.querySelectorAll('script, iframe, svg, [onerror], [onload]')).toHaveLength(0)
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i)
  })

  it('sent letters show the recipients and cannot be moved', async () => {
    openAt('/mail/sent', 1)
    await screen.findByRole('heading', { name: t.sent })
    const list = await screen.findByRole('list', { name: t.title }, slow)
    expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    for (const row of within(list).getAllByRole('listitem')) expect(row).toHaveTextContent(`${t.to}:`)
    expect(screen.queryByRole('button', { name: t.moveButton })).toBeNull()
  })

  it('moves a selected inbox letter to a folder; the folder lists it', async () => {
    const user = userEvent.setup()
    openAt('/mail/all', 1)
    const list = await screen.findByRole('list', { name: t.title }, slow)
    expect(screen.getByText(t.pageOf(1, 2))).toBeInTheDocument()
    const first = within(list).getAllByRole('listitem')[0]
    const theme = within(first).getByRole('link').querySelector('.mail-row-theme')!.textContent!
    await user.click(within(first).getByRole('checkbox'))
    await chooseOption(user, screen.getByRole('combobox', { name: t.moveTo }), 'Важное')
    await user.click(screen.getByRole('button', { name: t.moveButton }))
    await user.click(await screen.findByRole('link', { name: /Важное/ }, slow))
    await screen.findByRole('heading', { name: 'Важное' }, slow)
    await waitFor(() => expect(screen.getByRole('list', { name: t.title })).toHaveTextContent(theme), slow)
  })

  it('folders: a duplicate name is refused with the server message and the typed name stays', async () => {
    const user = userEvent.setup()
    openAt('/mailFolder', 1)
    const region = await screen.findByRole('region', { name: t.manageFolders }, slow)
    await within(region).findByText('Учёба', undefined, slow)
    await user.type(screen.getByLabelText(t.folderName), 'учёба')
    await user.click(screen.getByRole('button', { name: t.createFolder }))
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent('Папка с таким названием уже есть')
    expect(screen.getByLabelText(t.folderName)).toHaveValue('учёба')
  })

  it('folders: while the list loads the create button waits, keeping the typed name; then it creates', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // holds the list requests until released, then falls through to the demo backend's handler
    server.use(http.get('*/api/Mail/Folders', async () => void (await held)))
    const user = userEvent.setup()
    openAt('/mailFolder', 1)
    const create = await screen.findByRole('button', { name: t.createFolder }, slow)
    await user.type(screen.getByLabelText(t.folderName), 'Архив')
    expect(create).toBeDisabled()
    release()
    await waitFor(() => expect(create).toBeEnabled(), slow)
    await user.click(create)
    const region = screen.getByRole('region', { name: t.manageFolders })
    expect(await within(region).findByText('Архив', undefined, slow)).toBeVisible()
    expect(screen.getByLabelText(t.folderName)).toHaveValue('')
  })
})
