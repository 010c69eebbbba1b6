import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { weekNumberOf } from '@/lib/day-week'
import { raspCalendarTexts as t } from '@/texts/ru/rasp-calendar'
import { renderScreen } from '../render-screen'
import { findAlert } from '../find-alert'

const slow = { timeout: 15_000 }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-25T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('academic calendar screen (/RaspManager/Calendar)', { timeout: 60_000 }, () => {
  it('shows the periods, today’s week with its parity and the semester’s weeks with the current one marked', async () => {
    renderScreen({ pattern: '/RaspManager/Calendar', path: '/RaspManager/Calendar', userID: 9 })
    const table = await screen.findByRole('table', { name: t.title }, slow)
    expect(await within(table).findByRole('cell', { name: 'Зимняя экзаменационная сессия' }, slow)).toBeVisible()
    const week = weekNumberOf('2026-11-25')
    expect(screen.getByText(t.today(week, week % 2 ? t.parity.odd : t.parity.even, '2026-2027'))).toBeVisible()
    const weeks = screen.getByRole('table', { name: t.weeks, hidden: true })
    const current = within(weeks)
      .getAllByRole('row', { hidden: true })
      .find((r) => r.getAttribute('aria-current') === 'true')!
    expect(current).toHaveTextContent(`${week} (${t.current})`)
    expect(current).toHaveTextContent('23.11.2026 – 28.11.2026')
  })

  it('a failed load (500) is shown; a teacher gets the 403 page', async () => {
    server.use(http.get('*/api/RaspManager/Calendar', () => failure(500, 'Внутренняя ошибка')))
    const view = renderScreen({ pattern: '/RaspManager/Calendar', path: '/RaspManager/Calendar', userID: 9 })
    expect(await findAlert()).toBeVisible()
    view.unmount()
    renderScreen({ pattern: '/RaspManager/Calendar', path: '/RaspManager/Calendar', userID: 8 })
    expect(await screen.findByRole('heading', { name: /403|Доступ/ }, slow)).toBeVisible()
  })
})
