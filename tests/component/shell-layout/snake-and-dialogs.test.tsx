import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { createActor } from 'xstate'
import { Router } from 'wouter'
import { SnakeScreen } from '@/screens/settings/snake-screen'
import { snakeMachine } from '@/machines/shell/snake.machine'
import { SNAKE_TICK_MS } from '@/lib/constants/shell'
import { LoadingDialogHost } from '@/app/layouts/loading-dialog'
import { loadingDialogMachine } from '@/machines/shell/loading-dialog.machine'
import { InactiveBanner } from '@/app/layouts/inactive-banner'
import { inactivityMachine } from '@/machines/shell/inactivity.machine'
import { qrTarget } from '@/app/layouts/qr-scan-dialog'

afterEach(() => vi.useRealTimers())

describe('/Game/Snake', () => {
  it('arrow keys start and steer; the score and game over are shown; Заново restarts', async () => {
    vi.useFakeTimers()
    const logic = snakeMachine.provide({})
    render(
      <Router base="/WebApp">
        <SnakeScreen logic={logic} />
      </Router>,
    )
    expect(screen.getByRole('heading', { name: 'Змейка' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Игровое поле, счёт 0' })).toHaveAttribute('data-status', 'ready')
    fireEvent.keyDown(window, { key: 'ArrowUp' })
    expect(screen.getByRole('img', { name: /Игровое поле/ })).toHaveAttribute('data-status', 'playing')
    await act(() => vi.advanceTimersByTimeAsync(SNAKE_TICK_MS * 20)) // straight into the top wall
    expect(screen.getByRole('alert')).toHaveTextContent('Игра окончена')
    fireEvent.click(screen.getByRole('button', { name: 'Заново' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByTestId('snake-score')).toHaveTextContent('0')
    fireEvent.keyDown(window, { key: ' ' })
    expect(screen.getByRole('img', { name: /Игровое поле/ })).toHaveAttribute('data-status', 'paused')
    expect(screen.getByRole('button', { name: 'Вверх' })).toBeInTheDocument() // touch pad
  })
})

describe('loading dialog', () => {
  it('shows on start, hides when publications load, and after 10 s at the latest', async () => {
    vi.useFakeTimers()
    const actor = createActor(loadingDialogMachine).start()
    render(<LoadingDialogHost actor={actor} />)
    expect(screen.queryByText('Загрузка данных…')).toBeNull()
    act(() => actor.send({ type: 'loading.start' }))
    expect(screen.getByText('Загрузка данных…')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(9_999))
    expect(actor.getSnapshot().matches('shown')).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(actor.getSnapshot().context).toEqual({ publicationLoaded: true, forced: true })
  })
})

describe("'you are not active' banner", () => {
  it('appears after the quiet period, not while the user is active, and goes with Я здесь', async () => {
    vi.useFakeTimers()
    const logic = inactivityMachine.provide({ delays: { INACTIVE_AFTER: 1000 } })
    render(<InactiveBanner logic={logic} />)
    await act(() => vi.advanceTimersByTimeAsync(800))
    fireEvent.keyDown(window, { key: 'a' })
    await act(() => vi.advanceTimersByTimeAsync(800))
    expect(screen.queryByRole('alert')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(300))
    expect(screen.getByRole('alert')).toHaveTextContent('Вы давно не проявляли активности')
    fireEvent.pointerMove(window)
    expect(screen.getByRole('alert')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Я здесь' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('QR code targets', () => {
  it('app addresses open in the app, other web links in a new tab, anything else is just shown', () => {
    expect(qrTarget('https://lk.example.ru/WebApp/Rasp/My?x=1', 'https://lk.example.ru')).toEqual({
      kind: 'app',
      path: '/Rasp/My?x=1',
    })
    expect(qrTarget('https://lk.example.ru/WebApp', 'https://lk.example.ru')).toEqual({ kind: 'app', path: '/' })
    expect(qrTarget('https://other.org/a', 'https://lk.example.ru')).toEqual({
      kind: 'external',
      href: 'https://other.org/a',
    })
    expect(qrTarget('javascript:alert(1)', 'https://lk.example.ru')).toBeNull()
    expect(qrTarget('просто текст', 'https://lk.example.ru')).toBeNull()
  })
})
