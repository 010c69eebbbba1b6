import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Switch } from 'wouter'
import { MainLayout } from '@/app/layouts/main-layout'
import { LayoutFor } from '@/app/layouts/layout-for'
import { probe } from '../session-probe'
import type { FeedItem } from '@/api/feed'
import { selectListStatus } from '@/machines/chat/chat-list.selectors'

const feedItem = (time: number): FeedItem => ({
  feedID: 9001,
  categoryID: 1,
  title: 'Событие',
  text: '',
  fullDate: new Date(time).toISOString(),
  href: null,
  isNew: false,
})

/** The session's chat list, loaded: every chat read, then `n` messages from someone else arrive in the first. */
async function chatListReady() {
  await waitFor(
    () => expect(probe.children.chatList && selectListStatus(probe.children.chatList.getSnapshot())).toBe('ready'),
    { timeout: 10_000 },
  )
}
function receiveChatMessages(n: number) {
  const list = probe.children.chatList!
  const chats = list.getSnapshot().context.chats
  for (const chat of chats) list.send({ type: 'room.opened', chatID: chat.chatID })
  list.send({ type: 'room.closed' })
  const first = chats[0]
  const last = first.lastMessage?.messageID ?? 0
  for (let i = 1; i <= n; i++) {
    const message = {
      messageID: last + i,
      chatID: first.chatID,
      text: 'Привет',
      userID: 999_999,
      citationID: 0,
      citationCount: 0,
      date: new Date().toISOString(),
    }
    list.send({ type: 'realtime.messages', payloads: [{ chatID: first.chatID, message }] })
  }
}
import { drawerChoice } from '@/app/layouts/breakpoints'
import { schoolXMode } from '@/settings/layout-mode'
import { renderSignedIn, setViewport, signedInReady } from './harness'

vi.mock('@/app/menu/use-visible-menu', async () => {
  const { FAKE_TREE } = await import('./harness')
  return { useVisibleMenu: () => FAKE_TREE }
})
// The frame alone: other areas' always-mounted pieces (mail polling, chat, …) have their own tests.
vi.mock('@/app/shell-extensions', async () => ({
  signedInExtensions: [(await import('../session-probe')).SessionProbe],
}))
vi.mock('@/screens/settings/snake-screen', () => ({
  default: () => <h1>Змейка</h1>,
  SnakeScreen: () => <h1>Змейка</h1>,
}))

const page = (
  <Switch>
    <Route path="/Game/Snake">
      <h1>Змейка</h1>
    </Route>
    <Route>
      <h1>Страница</h1>
    </Route>
  </Switch>
)

beforeEach(() => {
  setViewport(1280)
  drawerChoice.value = null
})
afterEach(() => {
  schoolXMode.value = false
})

describe('side drawer with a menu tree', () => {
  it('renders groups, nested items, external links; marks the current page; tablet starts mini', async () => {
    renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: 1, path: '/Portfolio/ListWorks/5' })
    await signedInReady('Соколова Анна Игоревна')
    const nav = screen.getByRole('navigation', { name: 'Главное меню' })
    expect(nav).toHaveAttribute('data-mode', 'mini')
    expect(within(nav).getByRole('group', { name: 'Кабинет' })).toBeInTheDocument()
    const group = within(nav).getByRole('button', { name: 'Портфолио' })
    expect(group).toHaveAttribute('aria-expanded', 'true') // holds the current page
    expect(within(nav).getByRole('link', { name: 'Мои работы' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current')
    const external = within(nav).getByRole('link', { name: 'Библиотека ЭБС' })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('works with the keyboard: arrows move, Right opens a group, Left closes it and goes to the parent', async () => {
    const user = userEvent.setup()
    renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: 1, path: '/' })
    await signedInReady('Соколова Анна Игоревна')
    const nav = screen.getByRole('navigation', { name: 'Главное меню' })
    const home = within(nav).getByRole('link', { name: 'Главная' })
    expect(home).toHaveAttribute('aria-current', 'page')
    home.focus()
    await user.keyboard('{ArrowDown}')
    const group = within(nav).getByRole('button', { name: 'Портфолио' })
    expect(group).toHaveFocus()
    expect(group).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{ArrowDown}')
    expect(within(nav).getByRole('link', { name: 'Расписание' })).toHaveFocus() // closed group's children are skipped
    await user.keyboard('{ArrowUp}{ArrowRight}')
    expect(group).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{ArrowDown}')
    expect(within(nav).getByRole('link', { name: 'Мои работы' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(group).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(group).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{End}')
    expect(document.activeElement?.textContent).toContain('Выйти') // the drawer footer's last item
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement?.textContent).toContain('Вернуться на сайт')
    await user.keyboard('{Home}')
    expect(home).toHaveFocus()
  })

  it('the menu toggle switches mini ↔ open on a tablet and remembers the choice', async () => {
    const user = userEvent.setup()
    renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: 1 })
    await signedInReady('Соколова Анна Игоревна')
    const toggle = screen.getByRole('button', { name: 'Меню' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toHaveAttribute('data-mode', 'open')
    expect(localStorage.getItem('drawerMode')).toBe('open')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.click(toggle)
    expect(localStorage.getItem('drawerMode')).toBe('mini')
  })

  it('on a phone the drawer is hidden, the toggle opens it over the page, and the bottom navigation shows', async () => {
    setViewport(390)
    const user = userEvent.setup()
    renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: 1 })
    await signedInReady('Лента')
    expect(screen.queryByRole('navigation', { name: 'Главное меню' })).toBeNull()
    const bottom = screen.getByRole('navigation', { name: 'Быстрая навигация' })
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/WebApp/', '/WebApp/Chat', '/WebApp/PersonalKab/1', '/WebApp/Rasp/My', '/WebApp/Menu'])
    await chatListReady()
    act(() => {
      probe.children.feedFlags!.send({ type: 'feed.loaded', items: [feedItem(Date.now() + 60_000)] })
      receiveChatMessages(3)
    })
    expect(within(bottom).getByRole('link', { name: 'Лента, есть новые события' })).toBeInTheDocument()
    expect(
      within(bottom).getByRole('link', { name: 'Чаты, непрочитанных: 3' }).querySelector('.tool-badge'),
    ).toHaveAttribute('data-count', '3')
    await user.click(screen.getByRole('button', { name: 'Меню' }))
    const dialog = await screen.findByRole('dialog', { name: 'Главное меню' })
    expect(within(dialog).getByRole('link', { name: 'Главная' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Главное меню' })).toBeNull())
  })
})

describe('toolbar', () => {
  it('chat and mail buttons carry the unread badges; the compose shortcut opens the composer', async () => {
    const user = userEvent.setup()
    renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: 1 })
    await signedInReady('Соколова Анна Игоревна')
    expect(screen.getByRole('link', { name: /^Почта/ })).toHaveAttribute('href', '/WebApp/mail')
    expect(screen.getByRole('link', { name: /^Чаты/ })).toHaveAttribute('href', '/WebApp/Chat')
    await chatListReady()
    act(() => {
      probe.children.mailPoll!.send({ type: 'unread.set', count: 5 })
      receiveChatMessages(120)
    })
    expect(
      screen.getByRole('link', { name: 'Почта, непрочитанных писем: 5' }).querySelector('.tool-badge'),
    ).toHaveAttribute('data-count', '5')
    expect(screen.getByRole('link', { name: 'Чаты, непрочитанных: 99+' }).querySelector('.tool-badge')).toHaveAttribute(
      'data-count',
      '99+',
    )
    await user.click(screen.getByRole('button', { name: 'Написать письмо' }))
    await waitFor(() => expect(probe.compose).toEqual({}))
    expect(screen.getByRole('link', { name: /Личный кабинет/ })).toHaveAttribute('href', '/WebApp/')
  })

  it('the fullscreen button asks the browser for fullscreen and follows its state', async () => {
    const user = userEvent.setup()
    const request = vi.fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: document.documentElement })
      document.dispatchEvent(new Event('fullscreenchange'))
    })
    const exit = vi.fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null })
      document.dispatchEvent(new Event('fullscreenchange'))
    })
    Object.assign(document.documentElement, { requestFullscreen: request })
    Object.assign(document, { exitFullscreen: exit })
    renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: 1 })
    await signedInReady('Соколова Анна Игоревна')
    await user.click(screen.getByRole('button', { name: 'Во весь экран' }))
    expect(request).toHaveBeenCalledOnce()
    const off = await screen.findByRole('button', { name: 'Выйти из полноэкранного режима' })
    expect(off).toHaveAttribute('aria-pressed', 'true')
    await user.click(off)
    expect(exit).toHaveBeenCalledOnce()
    expect(await screen.findByRole('button', { name: 'Во весь экран' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('theme and low-vision buttons open the right drawer; Esc closes it and focus returns', async () => {
    const user = userEvent.setup()
    renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: 1 })
    await signedInReady('Соколова Анна Игоревна')
    const themeButton = screen.getByRole('button', { name: 'Настройка темы' })
    await user.click(themeButton)
    expect(await screen.findByRole('heading', { name: 'Настройка темы' })).toBeInTheDocument()
    expect(themeButton).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Настройка темы' })).toBeNull())
    await waitFor(() => expect(themeButton).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Версия для слабовидящих' }))
    expect(await screen.findByRole('heading', { name: 'Версия для слабовидящих' })).toBeInTheDocument()
  })

  it("logout asks 'Вы действительно хотите выйти?'; Нет keeps the session", async () => {
    const user = userEvent.setup()
    renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: 1 })
    await signedInReady('Соколова Анна Игоревна')
    await user.click(screen.getAllByRole('button', { name: 'Выйти' })[0])
    expect(await screen.findByText('Вы действительно хотите выйти?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Нет' }))
    await waitFor(() => expect(screen.queryByText('Вы действительно хотите выйти?')).toBeNull())
    expect(screen.getByText('Соколова Анна Игоревна')).toBeInTheDocument()
  })

  it('signed out (a public page): a login link, the title goes to /Rasp/List, no account buttons', async () => {
    renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: null, path: '/Game/Snake' })
    expect(await screen.findByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/WebApp/login')
    expect(screen.getByRole('link', { name: /Личный кабинет/ })).toHaveAttribute('href', '/WebApp/Rasp/List')
    expect(screen.queryByRole('link', { name: /Почта/ })).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Главное меню' })).toBeNull()
  })
})

describe('footer and version', () => {
  it('shows the short name, year and v+YYMMDD; three clicks open the version dialog; three clicks on its date open /Game/Snake', async () => {
    const user = userEvent.setup()
    renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: 1 })
    await signedInReady('Соколова Анна Игоревна')
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ЛК ДГТУ`)
    const version = within(footer).getByRole('button', { name: /^Версия v\d{6}$/ })
    await user.click(version)
    await user.click(version)
    expect(screen.queryByRole('dialog', { name: 'О версии' })).toBeNull()
    await user.click(version)
    const dialog = await screen.findByRole('dialog', { name: 'О версии' })
    expect(dialog).toHaveTextContent('Номер сборки')
    const date = within(dialog).getByRole('button', { name: /^\d\d\.\d\d\.\d{4}$/ })
    await user.click(date)
    await user.click(date)
    await user.click(date)
    await waitFor(() => expect(window.location.pathname).toBe('/WebApp/Game/Snake'))
    expect(await screen.findByRole('heading', { name: 'Змейка' })).toBeInTheDocument()
  })
})

describe('school-X switches (drawer footer)', () => {
  it('the school-X administrator sees both switches; switching School X on stores it', async () => {
    const user = userEvent.setup()
    renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: 21 })
    await signedInReady('Андреев Ярослав Игоревич')
    const nav = screen.getByRole('navigation', { name: 'Главное меню' })
    const schoolX = within(nav).getByRole('switch', { name: 'Школа Х' })
    expect(within(nav).getByRole('switch', { name: 'Новый вид' })).toBeInTheDocument()
    await user.click(schoolX)
    expect(localStorage.getItem('schoolX')).toBe('true')
  })
  it('a school-X teacher sees only School X; a student sees neither', async () => {
    const { unmount } = renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: 23 })
    await signedInReady('Зайцев Тимур Сергеевич')
    expect(screen.getByRole('switch', { name: 'Школа Х' })).toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: 'Новый вид' })).toBeNull()
    unmount()
    renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: 1 })
    await signedInReady('Соколова Анна Игоревна')
    expect(screen.queryByRole('switch', { name: 'Школа Х' })).toBeNull()
  })
  it('in School X mode a school-X user gets the 327 px drawer and the school-year selector', async () => {
    schoolXMode.value = true
    renderSignedIn(<MainLayout>{page}</MainLayout>, { userID: 23 })
    await signedInReady('Зайцев Тимур Сергеевич')
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toHaveAttribute('data-width', '327')
    const year = screen.getByRole('combobox', { name: 'Учебный год' }) as HTMLSelectElement
    expect(year.value).toMatch(/^\d{4}-\d{4}$/)
    await userEvent.selectOptions(year, '2023-2024')
    expect(localStorage.getItem('schoolYear')).toBe('2023-2024')
  })
})

describe('layout registry', () => {
  it('empty layout has no chrome; visitor layout has a title bar and footer but no account controls', async () => {
    const { unmount } = renderSignedIn(<LayoutFor layout="empty">{page}</LayoutFor>, { userID: 1 })
    expect(screen.getByRole('heading', { name: 'Страница' })).toBeInTheDocument()
    expect(screen.queryByRole('banner')).toBeNull()
    unmount()
    renderSignedIn(
      <LayoutFor layout="visitor" title="Совет">
        {page}
      </LayoutFor>,
      { userID: 1 },
    )
    expect(await screen.findByRole('banner')).toHaveTextContent('Совет') // the frame loads lazily
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Выйти' })).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
