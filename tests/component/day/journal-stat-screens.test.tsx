import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import JournalStatAttendanceScreen from '@/screens/day/journal-stat-attendance-screen'
import JournalStatMissedScreen from '@/screens/day/journal-stat-missed-screen'
import JournalStatFillingScreen from '@/screens/day/journal-stat-filling-screen'
import { server } from '@/mocks/node'
import { failure } from '@/mocks/lib/respond'
import { journalKeys } from '@/mocks/seed/journal.seed'
import { journalPagesTexts } from '@/texts/ru/journal-pages'
import { chooseOption } from '../choose-option'
import { renderScreen } from '../render-screen'

const t = journalPagesTexts.stat
const slow = { timeout: 15_000 }
const open = (pattern: string, screen: typeof JournalStatAttendanceScreen, userID: number) =>
  renderScreen({ pattern, screen, path: pattern, userID })
const numbers = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-25T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('journal statistics screens', { timeout: 60_000 }, () => {
  it('attendance: the teacher sees their groups; the total is the sum of the rows and the percent follows; a filter narrows', async () => {
    const user = userEvent.setup()
    open('/Journals/Stat/Attendance', JournalStatAttendanceScreen, 8)
    const byGroup = await screen.findByRole('region', { name: t.attendance.byGroup }, slow)
    const own = journalKeys().filter((k) => k.teacherID === 8)
    const groups = new Set(own.map((k) => k.group))
    const rows = within(byGroup).getAllByRole('row').slice(1, -1)
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent).sort()).toEqual([...groups].sort())
    const [expected, absences] = rows.reduce(
      ([e, a], r) => [e + Number(numbers(r)[0]), a + Number(numbers(r)[1])],
      [0, 0],
    )
    const total = within(byGroup).getAllByRole('row').at(-1)!
    expect(numbers(total).slice(0, 2)).toEqual([String(expected), String(absences)])
    expect(numbers(total)[3]).toBe(`${Math.round(((expected - absences) / expected) * 100)}%`)
    const detail = screen.getByRole('region', { name: t.attendance.byDiscipline })
    expect(within(detail).getAllByRole('row')).toHaveLength(own.length + 1)
    await chooseOption(user, screen.getByRole('combobox', { name: t.attendance.discipline }), own[0].discipline)
    const narrowed = within(screen.getByRole('region', { name: t.attendance.byDiscipline })).getAllByRole('row')
    expect(narrowed.length - 1).toBe(own.filter((k) => k.discipline === own[0].discipline).length)
  })

  it('missed days rank the students; filling shows each teacher; a failed load offers a retry', async () => {
    const first = open('/Journals/Stat/MissedDays', JournalStatMissedScreen, 9)
    const table = await screen.findByRole('table', { name: /^Студенты с наибольшим числом пропусков/ }, slow)
    const missed = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Number(numbers(r)[2]))
    expect(missed.length).toBeGreaterThan(5)
    expect([...missed].sort((a, b) => b - a)).toEqual(missed)
    first.unmount()
    let down = true
    server.use(http.get('*/api/Journals/Stat/Filling', () => (down ? failure(500, 'Ошибка') : undefined)))
    const user = userEvent.setup()
    open('/Journals/Stat/Filling', JournalStatFillingScreen, 9)
    const alert = await screen.findByRole('alert', {}, slow)
    down = false
    await user.click(within(alert).getByRole('button', { name: t.retry }))
    const filling = await screen.findByRole('table', { name: t.filling.table }, slow)
    const teachers = new Set(journalKeys().map((k) => k.teacherID))
    const body = within(filling).getAllByRole('row').slice(1)
    expect(body).toHaveLength(teachers.size)
    for (const r of body) {
      const [, held, filled, percent] = numbers(r)
      expect(percent).toBe(Number(held) ? `${Math.round((Number(filled) / Number(held)) * 100)}%` : '—')
    }
  })
})
