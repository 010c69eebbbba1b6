import { describe, expect, it, vi } from 'vitest'
import { lazy } from 'react'
import { act, render, screen } from '@testing-library/react'
import { Router } from 'wouter'
import { http as mock, HttpResponse } from 'msw'
import { SessionContext } from '@/hooks/session-context'
import { RouteFrame } from '@/app/route-frame'
import { ApiFailureBridge } from '@/app/api-failure-bridge'
import { NotificationHost } from '@/ui/notification-host'
import type { RouteRecord } from '@/app/routes/types'
import { failureMessage, http } from '@/api/http'
import { ApiError } from '@/api/errors'
import { issueToken, server } from '@/mocks/node'
import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/constants/app'
import { errorTexts } from '@/texts/ru/errors'
import { sessionMachine } from '@/machines/session/session.machine'

/** Issue 13 item 15 (spec 1 §4, §8, §9): a 400 shows the server's message; a screen that cannot load says so. */
function frameWith(screen: RouteRecord['screen'], path = '/Chat', logic = sessionMachine) {
  document.cookie = 'authToken=' + issueToken(7) + '; path=/'
  window.history.replaceState(null, '', `/WebApp${path}`)
  const record: RouteRecord = { path, screen, access: 'signedIn', layout: 'bare', area: 'test', title: 'Чаты' }
  return render(
    <SessionContext.Provider logic={logic}>
      <Router base="/WebApp">
        <RouteFrame record={record} params={{}} />
      </Router>
    </SessionContext.Provider>,
  )
}

describe('a bad request shows the server message', () => {
  it('failureMessage: 400 → the server text; invalid column → Ошибка структуры БД; else the generic text', () => {
    expect(failureMessage(new ApiError('badRequest', 400, 'Введите название беседы'))).toBe('Введите название беседы')
    expect(failureMessage(new ApiError('badRequest', 400, null))).toBe(errorTexts.apiRequest)
    expect(failureMessage(new ApiError('dbStructure', 500, "Invalid column name 'x'"))).toBe(errorTexts.dbStructure)
    expect(failureMessage(new ApiError('server', 500, 'Внутренняя ошибка'))).toBe(errorTexts.apiRequest)
  })

  it("the 'Ошибка!' notification of a failed call carries the server's message", async () => {
    server.use(
      mock.post('*/api/probe', () => HttpResponse.json({ state: -1, msg: 'Введите название беседы' }, { status: 400 })),
    )
    render(
      <SessionContext.Provider>
        <Router base="/WebApp">
          <NotificationHost />
          <ApiFailureBridge />
        </Router>
      </SessionContext.Provider>,
    )
    await expect(http.post('/probe', { name: '' })).rejects.toBeInstanceOf(ApiError)
    expect(await screen.findByText('Введите название беседы')).toBeInTheDocument()
    expect(screen.queryByText(errorTexts.apiRequest)).toBeNull()
  })
})

describe('a lazy screen that cannot load', () => {
  it('a chunk that fails to load names the page and the failure, with «Повторить»', async () => {
    const Broken = lazy(() =>
      Promise.reject(
        new TypeError(
          'Failed to fetch dynamically imported module: http://localhost/WebApp/assets/chat-screen-1a2b.js',
        ),
      ),
    )
    frameWith(Broken)
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert).toHaveTextContent('Не удалось открыть страницу')
    expect(alert).toHaveTextContent('Чаты')
    expect(alert).toHaveTextContent(
      'TypeError: Failed to fetch dynamically imported module: http://localhost/WebApp/assets/chat-screen-1a2b.js',
    )
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
  })

  it('a chunk that takes over 120 s gives up waiting and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const Pending = lazy(() => new Promise<never>(() => {}))
      frameWith(Pending)
      await screen.findByRole('progressbar', {}, { timeout: 10_000 })
      expect(screen.queryByRole('alert')).toBeNull()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS + 10)
      })
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('Чаты')
      expect(alert).toHaveTextContent('120 с')
      expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('a kept token that cannot be checked', () => {
  it('no answer at all: «Нет соединения с сервером» instead of the page; «Повторить» checks again and opens it', async () => {
    let down = true
    server.use(mock.get('*/api/tokenauth', () => (down ? HttpResponse.error() : undefined)))
    const quickRetries = sessionMachine.provide({ delays: { retryDelay: 0 } })
    frameWith(() => <h1>Экран чатов</h1>, '/Chat', quickRetries)
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert).toHaveTextContent(errorTexts.offline)
    expect(screen.queryByRole('heading', { name: 'Экран чатов' })).toBeNull()
    down = false
    act(() => screen.getByRole('button', { name: 'Повторить' }).click())
    expect(await screen.findByRole('heading', { name: 'Экран чатов' }, { timeout: 10_000 })).toBeInTheDocument()
  })
})
