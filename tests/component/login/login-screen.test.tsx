import { describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { App } from '@/app/app'
import { server, issueToken } from '@/mocks/node'
import { setConfig } from '@/api/config'
import { loginTexts } from '@/texts/ru/login'
import { errorTexts } from '@/texts/ru/errors'

function openAt(path: string) {
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(<App base="/WebApp" />)
}

const path = () => window.location.pathname.replace('/WebApp', '') || '/'

async function fillAndSubmit(login: string, password: string, how: 'click' | 'enter' = 'click') {
  const user = userEvent.setup()
  const loginField = await screen.findByLabelText(loginTexts.login, {}, { timeout: 3000 })
  if (login) await user.type(loginField, login)
  if (password) await user.type(screen.getByLabelText(loginTexts.password), password)
  if (how === 'enter') await user.keyboard('{Enter}')
  else await user.click(screen.getByRole('button', { name: loginTexts.submit }))
}

describe('login screen', () => {
  it('marks empty fields invalid without text and makes no call', async () => {
    let calls = 0
    server.use(http.post('*/api/tokenauth', () => (calls++, HttpResponse.json({ state: -1, msg: 'x' }))))
    openAt('/login')
    await fillAndSubmit('', '')
    await waitFor(() => expect(screen.getByLabelText(loginTexts.login)).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByLabelText(loginTexts.password)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(calls).toBe(0)
  })

  it('shows the server message on state -1 and keeps what was typed', async () => {
    openAt('/login')
    await fillAndSubmit('student', 'wrong')
    expect(await screen.findByText('Неверный логин или пароль')).toBeInTheDocument()
    expect(screen.getByLabelText(loginTexts.login)).toHaveValue('student')
    expect(screen.getByLabelText(loginTexts.password)).toHaveValue('wrong')
  })

  it("says 'Сервер не отвечает' when there is no answer", async () => {
    server.use(http.post('*/api/tokenauth', () => HttpResponse.error()))
    openAt('/login')
    await fillAndSubmit('student', 'demo2024')
    expect(await screen.findByText(errorTexts.serverNotResponding)).toBeInTheDocument()
  })

  it("says 'Сервер не отвечает' on a server error too (any cause on the login screen)", async () => {
    server.use(http.post('*/api/tokenauth', () => HttpResponse.json({ msg: 'boom' }, { status: 500 })))
    openAt('/login')
    await fillAndSubmit('student', 'demo2024')
    expect(await screen.findByText(errorTexts.serverNotResponding)).toBeInTheDocument()
  })

  it("says 'Неизвестная ошибка' when the answer has no token", async () => {
    server.use(http.post('*/api/tokenauth', () => HttpResponse.json({ state: 1, msg: null, data: {} })))
    openAt('/login')
    await fillAndSubmit('student', 'demo2024')
    expect(await screen.findByText(errorTexts.unknown)).toBeInTheDocument()
  })

  it("signs in with Enter, says 'Авторизация успешна' and goes home", async () => {
    openAt('/login')
    await fillAndSubmit('student', 'demo2024', 'enter')
    // The signed-in frame and the home screen load lazily after the sign-in (issue 19).
    expect(await screen.findByText(/Здравствуйте, Анна Игоревна/, {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(path()).toBe('/')
    expect(await screen.findByText(loginTexts.success)).toBeInTheDocument()
  })

  it('remembers a guarded address and returns to it after sign-in', async () => {
    openAt('/?tab=feed')
    await waitFor(() => expect(path()).toBe('/login'))
    await fillAndSubmit('author', 'demo2024')
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/WebApp/?tab=feed'), {
      timeout: 5000,
    })
  })

  it('sends a signed-in user opening /login one level up', async () => {
    document.cookie = `authToken=${issueToken(1)}; path=/`
    openAt('/login')
    expect(await screen.findByText(/Здравствуйте/, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(path()).toBe('/')
  })

  it("shows 'Token has expired' under the form after the session expired", async () => {
    document.cookie = `authToken=${issueToken(1)}; path=/`
    openAt('/')
    await screen.findByText(/Здравствуйте/, {}, { timeout: 5000 })
    server.use(http.get('*/api/Feed', () => HttpResponse.json({ msg: 'Token has expired' }, { status: 401 })))
    const { loadFeed } = await import('@/api/feed')
    await loadFeed().catch(() => null)
    await waitFor(() => expect(path()).toBe('/login'))
    expect(await screen.findAllByText(errorTexts.tokenExpired)).not.toHaveLength(0)
  })

  it('opens the student registration sub-form and toggles to e-mail confirmation without a call', async () => {
    const user = userEvent.setup()
    openAt('/login')
    await user.click(await screen.findByRole('button', { name: loginTexts.registerLink }, { timeout: 3000 }))
    const register = await screen.findByRole('button', { name: loginTexts.register }, { timeout: 2000 })
    for (const label of [
      loginTexts.surname,
      loginTexts.name,
      loginTexts.patronymic,
      loginTexts.gradeBook,
      loginTexts.email,
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    await user.click(register)
    expect(screen.getByRole('button', { name: loginTexts.confirmEmail })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: loginTexts.backToLogin }))
    expect(await screen.findByLabelText(loginTexts.login, {}, { timeout: 2000 })).toBeInTheDocument()
  })

  it('on a demo host shows the six chips and signs in with one click', async () => {
    setConfig({ demo: true })
    try {
      const user = userEvent.setup()
      openAt('/login')
      for (const name of ['Студент', 'Автор', 'Экспорт', 'Эксперт 1', 'Эксперт 2', 'Библиотека']) {
        expect(await screen.findByRole('button', { name, exact: true } as never, { timeout: 3000 })).toBeInTheDocument()
      }
      await user.click(screen.getByRole('button', { name: 'Библиотека' }))
      expect(await screen.findByText(/Здравствуйте, Татьяна Юрьевна/, {}, { timeout: 5000 })).toBeInTheDocument()
    } finally {
      setConfig({ demo: false })
    }
  })

  it('shows no demo chips on a real host', async () => {
    openAt('/login')
    await screen.findByLabelText(loginTexts.login, {}, { timeout: 3000 })
    expect(screen.queryByText(loginTexts.demoTitle)).toBeNull()
  })
})

describe('authorize screen', () => {
  it("shows the requesting app's icon and name with the consent text", async () => {
    openAt('/Authorize?appID=library-app')
    expect(
      await screen.findByText(loginTexts.authorizeRequests, { exact: false }, { timeout: 4000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('Электронная библиотека')).toBeInTheDocument()
  })

  it('goes to the login page for an unknown app', async () => {
    openAt('/Authorize?appID=nope')
    await waitFor(() => expect(path()).toBe('/login'))
  })
})
