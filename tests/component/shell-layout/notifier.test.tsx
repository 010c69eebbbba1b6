import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, within } from '@testing-library/react'
import { notify } from '@/ui/notifier'
import { NotificationHost } from '@/ui/notification-host'

afterEach(() => vi.useRealTimers())

/** Shown, and not leaving (jsdom fires no transitionend, so a closed toast stays in its exit state). */
function shown(group: HTMLElement, text: string): boolean {
  const el = within(group).queryByText(text)
  return !!el && !el.closest('.p-toast-message-exit')
}

function host() {
  const view = render(<NotificationHost />)
  const group = (cls: string) => view.container.ownerDocument.querySelector<HTMLElement>(`.${cls}`)!
  return {
    info: () => group('toast-info'),
    errors: () => group('toast-errors'),
    messages: () => group('toast-messages'),
  }
}

describe('notifications (spec 1 §2: info bottom left 3 s, errors bottom right 10 s, messages max 5)', () => {
  it('info shows bottom left and goes after 3 s', async () => {
    vi.useFakeTimers()
    const g = host()
    act(() => notify.info('Готово', 'Сохранено'))
    expect(g.info()).toHaveClass('p-toast-bottom-left')
    expect(within(g.info()).getByText('Сохранено')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(2_900))
    expect(shown(g.info(), 'Сохранено')).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(shown(g.info(), 'Сохранено')).toBe(false)
  })

  it('errors show bottom right and stay 10 s', async () => {
    vi.useFakeTimers()
    const g = host()
    act(() => notify.error('Ошибка!', 'Ошибка запроса к API'))
    expect(g.errors()).toHaveClass('p-toast-bottom-right')
    await act(() => vi.advanceTimersByTimeAsync(9_800))
    expect(shown(g.errors(), 'Ошибка запроса к API')).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(300))
    expect(shown(g.errors(), 'Ошибка запроса к API')).toBe(false)
  })

  it('persistent messages: photo, title, text; at most 5 (oldest goes); click opens and removes; they do not expire', async () => {
    vi.useFakeTimers()
    const g = host()
    const opened: string[] = []
    act(() => {
      for (let i = 1; i <= 6; i++)
        notify.message({
          id: `m${i}`,
          title: `Отправитель ${i}`,
          text: `Текст ${i}`,
          photo: `/p${i}.png`,
          onOpen: () => opened.push(`m${i}`),
        })
    })
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    const messages = () =>
      within(g.messages())
        .queryAllByRole('button', { name: /Отправитель/ })
        .filter((b) => !b.closest('.p-toast-message-exit'))
    expect(messages()).toHaveLength(5)
    expect(within(g.messages()).queryByText('Отправитель 1')).toBeNull()
    const third = within(g.messages()).getByRole('button', { name: /Отправитель 3/ })
    expect(third.querySelector('img')).toHaveAttribute('src', '/p3.png')
    expect(third).toHaveTextContent('Текст 3')
    fireEvent.click(third)
    expect(opened).toEqual(['m3'])
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(messages()).toHaveLength(4)
    // The close button removes without opening; the bookkeeping stays right for the next ones.
    fireEvent.click(within(g.messages()).getAllByRole('button', { name: 'Закрыть' })[0])
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(messages()).toHaveLength(3)
    expect(opened).toEqual(['m3'])
    act(() => {
      for (let i = 7; i <= 8; i++) notify.message({ id: `m${i}`, title: `Отправитель ${i}`, text: `Текст ${i}` })
    })
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(messages()).toHaveLength(5)
  })
})
