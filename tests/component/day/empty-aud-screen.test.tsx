import { describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import EmptyAudScreen from '@/screens/day/empty-aud-screen'
import { issueToken } from '@/mocks/node'
import { ROOMS, lessonsOf } from '@/mocks/seed/day.seed'
import { emptyAudTexts as t } from '@/texts/ru/day'

function open() {
  document.cookie = 'authToken=' + issueToken(1) + '; path=/'
  window.history.replaceState(null, '', '/WebApp/Rasp/EmptyAud')
  return render(
    <Router base="/WebApp">
      <EmptyAudScreen />
    </Router>,
  )
}
/** The PrimeReact dropdown of a field label. */
const dropdown = (text: string) => {
  const label = screen.getAllByText((_, el) => el?.tagName === 'LABEL' && (el.textContent ?? '').startsWith(text))[0]
  return document.getElementById((label as HTMLLabelElement).htmlFor)!.closest('.p-dropdown') as HTMLElement
}
async function choose(user: ReturnType<typeof userEvent.setup>, text: string, option: string) {
  await waitFor(() => expect(dropdown(text)).not.toHaveClass('p-disabled'))
  await user.click(dropdown(text))
  const options = await screen.findAllByRole('option', { name: option, hidden: true }, { timeout: 3000 })
  await user.click(options[options.length - 1])
  await waitFor(() => expect(dropdown(text)).toHaveTextContent(option))
}

describe('free rooms (/Rasp/EmptyAud)', { timeout: 30_000 }, () => {
  it('finds the rooms free at a date and pair, by building and seats; a bad date is refused, nothing lost', async () => {
    const user = userEvent.setup()
    open()
    const date = screen.getByRole('textbox', { name: new RegExp(`^${t.date}`) })
    await user.clear(date)
    await user.type(date, '18.11.2026')
    await choose(user, t.pair, t.pairOption(1, '08:30', '10:00'))
    await user.click(screen.getByRole('button', { name: t.search }))
    const taken = new Set(lessonsOf(['2026-11-18'], (l) => l.pair === 1).map((l) => l.room))
    const free = ROOMS.length - taken.size
    const table = await screen.findByRole('table', { name: t.result(free, '18.11.2026', 1) }, { timeout: 10_000 })
    const rooms = within(table)
      .getAllByRole('rowheader')
      .map((c) => c.textContent)
    expect(rooms).toHaveLength(free)
    expect(rooms.some((r) => taken.has(r!))).toBe(false)
    expect(screen.getByText(t.busy(taken.size))).toBeInTheDocument()
    expect(within(table).getByRole('link', { name: t.openRoom(rooms[0]!) })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/WebApp\/Rasp\/Aud\/\d+\?date=2026-11-18$/),
    )

    // building 2, at least 60 seats (the buildings come from the timetable's room list)
    await choose(user, t.building, t.buildingName(2))
    await user.type(screen.getByRole('spinbutton', { name: new RegExp(`^${t.capacity}`) }), '60')
    await user.click(screen.getByRole('button', { name: t.search }))
    await waitFor(() => expect(screen.getByRole('table').querySelectorAll('tbody tr').length).toBeLessThan(free))
    for (const row of within(screen.getByRole('table')).getAllByRole('row').slice(1)) {
      const [building, seats] = within(row)
        .getAllByRole('cell')
        .map((c) => Number(c.textContent))
      expect(building).toBe(2)
      expect(seats).toBeGreaterThanOrEqual(60)
    }

    // no date: the form says so in Russian, keeps the other fields and sends nothing
    const shown = screen.getByRole('table').querySelectorAll('tbody tr').length
    await user.clear(date)
    await user.click(screen.getByRole('button', { name: t.search }))
    expect((await screen.findAllByText(/Укажите дату/)).length).toBeGreaterThan(0)
    expect(screen.getByRole('spinbutton', { name: new RegExp(`^${t.capacity}`) })).toHaveValue('60')
    expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(shown)
  })
})
