import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { schoolxTexts } from '@/texts/ru/schoolx'
import { renderScreen } from '../render-screen'

const t = schoolxTexts.stat
const ADMIN = 21

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-24T12:00:00+03:00'))
})
afterEach(() => vi.useRealTimers())

describe('feedback statistics: completion over the period’s days and the heatmap', { timeout: 40_000 }, () => {
  it('the by-day chart is a captioned table whose days add up to the forms filled; the heatmap lists students', async () => {
    renderScreen({
      pattern: '/donstux/FeedbackStat/:periodID?/:studentID?/:moduleID?',
      path: '/donstux/FeedbackStat',
      userID: ADMIN,
    })
    const days = await screen.findByRole('table', { name: t.byDay }, { timeout: 15_000 })
    expect(screen.getByRole('region', { name: t.byDay })).toHaveAttribute('tabindex', '0')
    const rows = within(days).getAllByRole('row').slice(1)
    expect(rows.length).toBeGreaterThan(3)
    for (const row of rows) expect(within(row).getByRole('rowheader').textContent).toMatch(/\d{4}/)
    const counts = rows.map((row) => Number(within(row).getByRole('cell').textContent))
    expect(counts.some((n) => n > 0)).toBe(true)
    const forms = screen.getByText(t.forms, { selector: 'dt' }).nextElementSibling!
    expect(counts.reduce((s, n) => s + n, 0)).toBe(Number(forms.textContent))
    // the section and its scrolling box are both named by the heading; the box holds the table
    const heat = screen.getAllByRole('region', { name: t.heatmap }).at(-1)!
    expect(within(heat).getAllByRole('row').length).toBeGreaterThan(10)
  })
})
