import { describe, expect, it } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Router, Switch } from 'wouter'
import CalendarScreen from '@/screens/day/calendar-screen'
import { lessonsOf } from '@/mocks/seed/day.seed'
import '@/mocks/node'
import { calendarTexts as c, dayTexts as t } from '@/texts/ru/day'

function open(path: string) {
  document.cookie = 'authToken=; Max-Age=0; path=/'
  window.history.replaceState(null, '', `/WebApp${path}`)
  return render(
    <Router base="/WebApp">
      <Switch>
        <Route path="/RaspCalendar/:type/:id/:year?">
          {(p) => <CalendarScreen params={p as Record<string, string | undefined>} />}
        </Route>
      </Switch>
    </Router>,
  )
}
const pairsOf = (day: string) => new Set(lessonsOf([day], (l) => l.groupID === 131).map((l) => l.pair)).size
const dayButton = (name: RegExp) => screen.getByRole('button', { name })

describe('month calendar (/RaspCalendar)', { timeout: 30_000 }, () => {
  it('signed out: a group month with pair counts and week parity; a day opens its pairs; keys move between days', async () => {
    const user = userEvent.setup()
    open('/RaspCalendar/Group/131?date=2026-11-18')
    expect(
      await screen.findByRole('heading', { name: c.heading('Группа', 'ВИТ31') }, { timeout: 15_000 }),
    ).toBeVisible()
    expect(screen.getByText('Ноябрь 2026', { selector: 'p' })).toBeInTheDocument()
    const grid = screen.getByRole('table', { name: 'Ноябрь 2026' })
    // six Monday-to-Sunday rows, each headed by its week number and parity
    const rows = within(grid).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(6)
    expect(within(rows[0]).getByRole('rowheader')).toHaveAccessibleName(/^\d+, (не)?чётная$/)
    const selected = await screen.findByRole('button', { name: /^Среда, 18 ноября 2026: \d+ пар/ })
    expect(selected).toHaveAttribute('aria-pressed', 'true')
    expect(selected).toHaveAttribute('tabindex', '0')
    expect(selected).toHaveAccessibleName(`Среда, 18 ноября 2026: ${c.pairs(pairsOf('2026-11-18'))}`)
    const panel = screen.getByRole('region', { name: 'Среда, 18 ноября 2026' })
    const pairs = new Set(lessonsOf(['2026-11-18'], (l) => l.groupID === 131).map((l) => l.subject))
    for (const subject of pairs) expect(within(panel).getAllByText(subject).length).toBeGreaterThan(0)
    // Sundays have no lessons
    expect(dayButton(/^Воскресенье, 22 ноября 2026: /)).toHaveAccessibleName(
      `Воскресенье, 22 ноября 2026: ${c.noLessons}`,
    )

    // keyboard: a day, a week, the week's end, then a month forward (loads December, focus follows)
    act(() => selected.focus())
    await user.keyboard('{ArrowRight}')
    expect(dayButton(/^Четверг, 19 ноября 2026/)).toHaveFocus()
    expect(screen.getByRole('heading', { name: 'Четверг, 19 ноября 2026' })).toBeInTheDocument()
    await user.keyboard('{ArrowDown}{End}')
    expect(dayButton(/^Воскресенье, 29 ноября 2026/)).toHaveFocus()
    expect(screen.getByRole('region', { name: 'Воскресенье, 29 ноября 2026' })).toHaveTextContent(c.noLessons)
    await user.keyboard('{PageDown}')
    expect(await screen.findByRole('table', { name: 'Декабрь 2026' })).toBeInTheDocument()
    await screen.findByRole('region', { name: 'Вторник, 29 декабря 2026' })
    expect(dayButton(/^Вторник, 29 декабря 2026/)).toHaveFocus()
    // a click on another day of the month
    await user.click(dayButton(/^Пятница, 4 декабря 2026/))
    expect(screen.getByRole('region', { name: 'Пятница, 4 декабря 2026' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: c.weekView })).toHaveAttribute(
      'href',
      '/WebApp/Rasp/Group/131?date=2026-12-04',
    )
    // the month buttons
    await user.click(screen.getByRole('button', { name: c.previousMonth }))
    expect(await screen.findByRole('table', { name: 'Ноябрь 2026' })).toBeInTheDocument()
  })

  it('an unknown timetable is a clear failure with a way back', async () => {
    open('/RaspCalendar/Group/99999')
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(t.notFound)
    expect(screen.getByRole('link', { name: t.chooseOther })).toBeInTheDocument()
  })
})
