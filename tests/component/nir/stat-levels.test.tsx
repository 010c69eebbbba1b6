import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import NirStatScreen from '@/screens/nir/stat-screen'
import { inPeriod } from '@/api/nir-stat'
import { levelOf } from '@/api/nir-points'
import { db } from '@/mocks/db'
import { nirStatTexts as t } from '@/texts/ru/nir-stat'
import { renderScreen } from '../render-screen'

const STATS = 25
const Page = () => <NirStatScreen params={{}} page="nirStat" />

/** The seeded works at each best level in the period, in the list's order (what the mock must count). */
function expected(year: number | null, sem: 0 | 1 | null) {
  const works = db.nirWork.getAll().filter((w) => !w.isDelete && inPeriod(w.dateInsert, year, sem))
  const levels = db.refLevelIndexing.getAll().sort((a, b) => a.npp - b.npp)
  return levels.map((l) => [l.name, works.filter((w) => levelOf(JSON.parse(w.fields)) === l.systemID).length])
}
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1, -1)
    .map((r) => [within(r).getByRole('rowheader').textContent, Number(within(r).getAllByRole('cell')[0].textContent)])

describe('statistics: shares by indexing level (/nirStat)', { timeout: 60_000 }, () => {
  it('a table with the same figures as the doughnut, counted from the works’ levels; the semester narrows it', async () => {
    const user = userEvent.setup()
    renderScreen({ path: '/nirStat', pattern: '/nirStat', screen: Page, userID: STATS })
    const table = await screen.findByRole('table', { name: t.levelsTable }, { timeout: 15_000 })
    expect(rowsOf(table)).toEqual(expected(null, null))
    const counts = rowsOf(table).map(([, n]) => n as number)
    expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(4)
    const total = within(table).getByRole('row', { name: new RegExp(`^${t.levelsTotal}`) })
    expect(total).toHaveTextContent(String(counts.reduce((a, b) => a + b, 0)))
    // the chart is decoration for sighted users: hidden from the accessibility tree, the table holds the figures
    expect(document.querySelector('.nir-doughnut')).toHaveAttribute('aria-hidden', 'true')
    expect(document.querySelectorAll('.nir-doughnut-arc').length).toBe(counts.filter((n) => n > 0).length)

    await user.click(document.getElementById('nir-stat-year')!.closest('.p-dropdown') as HTMLElement)
    await user.click(await screen.findByRole('option', { name: '2024-2025', hidden: true }))
    await user.click(document.getElementById('nir-stat-sem')!.closest('.p-dropdown') as HTMLElement)
    await user.click(await screen.findByRole('option', { name: t.autumn, hidden: true }))
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: t.levelsTable }))).toEqual(expected(2024, 1)))
  })
})
